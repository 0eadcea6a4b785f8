import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { seedDatabase } from "../../server/db/seed";
import { appMeta, blogPosts, industries, users } from "../../server/db/schema";
import { projectRoot } from "../../server/db/client";
import { registerSiteRoutes } from "../../server/site-routes";
import { hitRateLimit } from "../../server/services/rate-limit";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { extraRoutes: registerSiteRoutes });
});
afterAll(() => t?.close());

describe(`foundation on ${engine}`, () => {
  it("answers /healthz with 200 when the database answers", async () => {
    const res = await request(t.app).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers["x-request-id"]).toMatch(/[\w-]+/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await request(t.app).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with a JSON 400, never a 500", async () => {
    const res = await request(t.app).post("/api/anything").set("Content-Type", "application/json").send("{not json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON body");
  });

  it("refuses a cross-site state-changing API request and lets same-origin and non-browser ones through", async () => {
    const cross = await request(t.app).post("/api/anything").set("Sec-Fetch-Site", "cross-site").send({});
    expect(cross.status).toBe(403);
    expect(cross.body.message).toBe("Cross-origin request refused");
    const foreignOrigin = await request(t.app).post("/api/anything").set("Origin", "https://evil.example").send({});
    expect(foreignOrigin.status).toBe(403);
    const same = await request(t.app).post("/api/anything").set("Sec-Fetch-Site", "same-origin").send({});
    expect(same.status).toBe(404);
    const plain = await request(t.app).post("/api/anything").send({});
    expect(plain.status).toBe(404);
  });

  it("enforces the schema's constraints", async () => {
    await t.deps.db.insert(users).values({ username: "alice", password: "x" });
    await expect(t.deps.db.insert(users).values({ username: "alice", password: "y" })).rejects.toThrow();
    await expect(t.deps.db.execute(sql`insert into job_roles (title, industry_id) values ('Orphan', 999999)`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`insert into blog_posts (title, slug, excerpt, content) values (${"x".repeat(256)}, 's', 'e', 'c')`)).rejects.toThrow();
  });

  it("seeds once: a second run adds nothing", async () => {
    const first = await seedDatabase(t.deps.db);
    const countAfterFirst = (await t.deps.db.select().from(industries)).length;
    const second = await seedDatabase(t.deps.db);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual([]);
    expect((await t.deps.db.select().from(industries)).length).toBe(countAfterFirst);
    expect((await t.deps.db.select().from(appMeta)).length).toBe(first.length);
  });

  it("gives every seeded post its own illustration, which the site serves", async () => {
    const posts = await t.deps.db.select({ slug: blogPosts.slug, featuredImage: blogPosts.featuredImage }).from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      expect(post.featuredImage).toBe(`/images/blog/${post.slug}.svg`);
      expect(fs.existsSync(path.join(projectRoot(), "public", post.featuredImage!))).toBe(true);
    }
  });

  it("adds the illustrations to the posts of a database seeded before them, keeping an admin's choice", async () => {
    const [first, second] = await t.deps.db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).orderBy(blogPosts.id).limit(2);
    await t.deps.db.update(blogPosts).set({ featuredImage: null }).where(eq(blogPosts.id, first!.id));
    await t.deps.db.update(blogPosts).set({ featuredImage: "/images/blog/own-choice.png" }).where(eq(blogPosts.id, second!.id));
    await t.deps.db.delete(appMeta).where(eq(appMeta.key, "seed:blog-images:v1"));

    expect(await seedDatabase(t.deps.db)).toEqual(["seed:blog-images:v1"]);
    const [after1] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, first!.id));
    const [after2] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, second!.id));
    expect(after1!.featuredImage).toBe(`/images/blog/${first!.slug}.svg`);
    expect(after2!.featuredImage).toBe("/images/blog/own-choice.png");
  });

  it("counts rate-limit attempts in the database", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.deps.db, "test:key", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("serves robots.txt that keeps crawlers out of admin, auth and api", async () => {
    const res = await request(t.app).get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain("Disallow: /auth");
    expect(res.text).toContain("Disallow: /api");
    expect(res.text).toContain("Sitemap: ");
  });

  it("serves sitemap.xml listing the public pages", async () => {
    const res = await request(t.app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.text).toContain("<loc>http://localhost:3000/training-finder</loc>");
  });
});
