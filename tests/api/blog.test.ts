import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessionCookieFor } from "../helpers/auth";
import { blogPosts, users } from "../../server/db/schema";
import { registerSiteRoutes } from "../../server/site-routes";
import { getPublishedPostBySlug, listPublishedPosts, readingMinutes, renderMarkdown } from "../../server/services/blog";
import { SEED_POSTS, seedBlogPosts } from "../../server/db/seed/blog";
import { addTag, BLOG_CATEGORIES, slugify } from "../../app/lib/blog";

let t: TestApp;
let admin: string;
let adminId: number;

const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: "Fire Drills That Actually Work",
  slug: "fire-drills-that-work",
  excerpt: "How to plan an evacuation drill that people take seriously.",
  content: "Plan the drill with your fire marshals, time it, and review what went wrong. ".repeat(3),
  featuredImage: null,
  category: "safety-tips",
  tags: ["fire", "evacuation"],
  published: false,
  ...overrides,
});

const post = (body: unknown) => request(t.app).post("/api/admin/blog").set("Cookie", admin).send(body as object);

beforeAll(async () => {
  t = await createTestApp({}, { extraRoutes: registerSiteRoutes });
  admin = await sessionCookieFor(t.deps.db, { username: "blog-admin", isAdmin: true });
  const [row] = await t.deps.db.select().from(users).where(eq(users.username, "blog-admin"));
  adminId = row!.id;
});
afterAll(() => t?.close());

describe(`admin blog API on ${engine}`, () => {
  it("creates a draft with every field, owned by the administrator, and lists it", async () => {
    const res = await post(validPost({ featuredImage: "", tags: ["fire", " evacuation ", "fire"] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Fire Drills That Actually Work",
      slug: "fire-drills-that-work",
      published: false,
      publishedAt: null,
      featuredImage: null,
      category: "safety-tips",
      tags: ["fire", "evacuation"],
      authorId: adminId,
    });
    const list = await request(t.app).get("/api/admin/blog").set("Cookie", admin);
    expect(list.status).toBe(200);
    const row = list.body.find((p: { slug: string }) => p.slug === "fire-drills-that-work");
    expect(Object.keys(row).sort()).toEqual(["category", "createdAt", "id", "published", "publishedAt", "slug", "title"]);
  });

  it("sets publishedAt when created published", async () => {
    const res = await post(validPost({ slug: "published-at-once", published: true, category: null }));
    expect(res.status).toBe(201);
    expect(res.body.published).toBe(true);
    expect(new Date(res.body.publishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.category).toBeNull();
  });

  it.each([
    [{ title: "Tiny" }, "Title must be at least 5 characters"],
    [{ slug: "abc" }, "Slug must be at least 5 characters"],
    [{ slug: "Has Spaces" }, "Slug must be URL-friendly (lowercase, no spaces)"],
    [{ slug: "UPPER-case" }, "Slug must be URL-friendly (lowercase, no spaces)"],
    [{ slug: "trailing-" }, "Slug must be URL-friendly (lowercase, no spaces)"],
    [{ excerpt: "Too short" }, "Excerpt must be at least 10 characters"],
    [{ content: "Not nearly fifty characters of content." }, "Content must be at least 50 characters"],
    [{ featuredImage: "not a url" }, "Featured image must be a valid URL"],
    [{ featuredImage: "javascript:alert(1)" }, "Featured image must be a valid URL"],
    [{ featuredImage: "//evil.example/x.png" }, "Featured image must be a valid URL"],
    [{ featuredImage: "/images/blog/has space.svg" }, "Featured image must be a valid URL"],
    [{ category: "ab" }, "Category must be at least 3 characters"],
    [{ category: "gardening" }, "Please choose a category from the list"],
    [{ title: "x".repeat(256) }, "Title must be at most 255 characters"],
    [{ tags: "fire" }, "Tags must be a list of words"],
    [{ published: "yes" }, "Published must be true or false"],
  ])("refuses %j with %s", async (change, message) => {
    const res = await post(validPost({ slug: `rule-${Math.random().toString(36).slice(2, 8)}`, ...change }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(["/images/blog/choosing-and-maintaining-ppe.svg", "https://safetyexperts.co.za/images/post.webp"])("takes the featured image %s", async (featuredImage) => {
    const res = await post(validPost({ slug: `image-${Math.random().toString(36).slice(2, 8)}`, featuredImage }));
    expect(res.status).toBe(201);
    expect(res.body.featuredImage).toBe(featuredImage);
  });

  it("answers a taken slug with 409 on create and on update", async () => {
    const again = await post(validPost({ title: "Another post entirely" }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A post with this slug already exists");

    const other = await post(validPost({ slug: "other-slug-here" }));
    const update = await request(t.app).put(`/api/admin/blog/${other.body.id}`).set("Cookie", admin).send(validPost({ slug: "fire-drills-that-work" }));
    expect(update.status).toBe(409);
    expect(update.body.message).toBe("A post with this slug already exists");
  });

  it("reads, updates, publishes and unpublishes one post; publishedAt is set when first published", async () => {
    const created = await post(validPost({ slug: "lifecycle-post" }));
    const id = created.body.id;

    const read = await request(t.app).get(`/api/admin/blog/${id}`).set("Cookie", admin);
    expect(read.status).toBe(200);
    expect(read.body.content).toContain("fire marshals");

    const edited = await request(t.app)
      .put(`/api/admin/blog/${id}`)
      .set("Cookie", admin)
      .send(validPost({ slug: "lifecycle-post", title: "Fire drills, revised", published: true }));
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe("Fire drills, revised");
    const firstPublished = edited.body.publishedAt;
    expect(firstPublished).not.toBeNull();

    const unpublished = await request(t.app).patch(`/api/admin/blog/${id}`).set("Cookie", admin).send({ published: false });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.published).toBe(false);
    expect(unpublished.body.publishedAt).toBe(firstPublished);
    expect(await getPublishedPostBySlug(t.deps.db, "lifecycle-post")).toBeNull();

    const republished = await request(t.app).patch(`/api/admin/blog/${id}`).set("Cookie", admin).send({ published: true });
    expect(republished.body.published).toBe(true);
    expect(republished.body.publishedAt).toBe(firstPublished);
    expect(await getPublishedPostBySlug(t.deps.db, "lifecycle-post")).not.toBeNull();
  });

  it("deletes a post, then answers 404 for it", async () => {
    const created = await post(validPost({ slug: "delete-me-please" }));
    const del = await request(t.app).delete(`/api/admin/blog/${created.body.id}`).set("Cookie", admin);
    expect(del.status).toBe(204);
    expect(await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, created.body.id))).toEqual([]);
    const again = await request(t.app).delete(`/api/admin/blog/${created.body.id}`).set("Cookie", admin);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Blog post not found");
    expect((await request(t.app).get(`/api/admin/blog/${created.body.id}`).set("Cookie", admin)).status).toBe(404);
    expect((await request(t.app).put(`/api/admin/blog/${created.body.id}`).set("Cookie", admin).send(validPost({ slug: "gone-post" }))).status).toBe(404);
  });

  it("answers bad ids and bodies with 4xx JSON, never a 500", async () => {
    for (const id of ["abc", "0", "-1", "99999999999"]) {
      const res = await request(t.app).get(`/api/admin/blog/${id}`).set("Cookie", admin);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toBe("Invalid post id");
    }
    const notObject = await request(t.app).post("/api/admin/blog").set("Cookie", admin).send([1, 2]);
    expect(notObject.status).toBe(400);
    const patch = await request(t.app).patch("/api/admin/blog/1").set("Cookie", admin).send({});
    expect(patch.status).toBe(400);
  });

  it("keeps a drafted or deleted post off the public pages and lists only published posts, newest first", async () => {
    await post(validPost({ slug: "secret-draft-post", category: "auditing" }));
    await post(validPost({ slug: "public-audit-post", category: "auditing", published: true }));
    expect(await getPublishedPostBySlug(t.deps.db, "secret-draft-post")).toBeNull();
    const audits = await listPublishedPosts(t.deps.db, { category: "auditing", limit: 10 });
    expect(audits.posts.map((p) => p.slug)).toEqual(["public-audit-post"]);
    const all = await listPublishedPosts(t.deps.db, { limit: 100 });
    const times = all.posts.map((p) => p.publishedAt!.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe(`stored script attempts on ${engine}`, () => {
  it("renders a post's Markdown without any way to run script", async () => {
    const attack = [
      "## Heading",
      "<script>window.pwned = true</script>",
      '<img src="x" onerror="window.pwned = true">',
      "[click me](javascript:window.pwned=true)",
      '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(1)"><circle /></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
      "<object data=\"evil.swf\"></object><embed src=\"evil.swf\"><form action=\"https://evil.example\"><input name=x></form>",
      "| a | b |\n|---|---|\n| 1 | 2 |",
      "- [x] done task",
    ].join("\n\n");
    const res = await request(t.app)
      .post("/api/admin/blog")
      .set("Cookie", admin)
      .send(validPost({ slug: "stored-script-attempt", content: attack, published: true }));
    expect(res.status).toBe(201);

    const stored = await getPublishedPostBySlug(t.deps.db, "stored-script-attempt");
    const html = renderMarkdown(stored!.content);
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|onerror|onload|onclick|javascript:|style=/i);
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<table>");
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).toContain("click me");
  });

  it("turns a Markdown h1 into h2 and opens outside links safely", () => {
    const html = renderMarkdown("# Title in body\n\nSee [the Act](https://www.gov.za/documents/occupational-health-and-safety-act) or [contact us](/contact).");
    expect(html).toContain("<h2>Title in body</h2>");
    expect(html).toMatch(/href="https:\/\/www\.gov\.za[^"]*" rel="noopener noreferrer nofollow" target="_blank"/);
    expect(html).toContain('<a href="/contact">contact us</a>');
  });
});

describe(`seeded articles on ${engine}`, () => {
  it("seeds the six articles of SPEC §2 as published posts of at least 300 words, one per category", async () => {
    await seedBlogPosts(t.deps.db);
    expect(SEED_POSTS).toHaveLength(6);
    expect(new Set(SEED_POSTS.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES.map((c) => c.value)));
    for (const seed of SEED_POSTS) {
      const stored = await getPublishedPostBySlug(t.deps.db, seed.slug);
      expect(stored, seed.slug).not.toBeNull();
      const words = stored!.content.split(/\s+/).filter(Boolean).length;
      expect(words, seed.slug).toBeGreaterThanOrEqual(300);
      expect(readingMinutes(stored!.content)).toBeGreaterThanOrEqual(2);
      expect(stored!.content).toMatch(/Act 85 of 1993/);
      expect(stored!.featuredImage).toBe(`/images/blog/${stored!.slug}.svg`);
      expect(renderMarkdown(stored!.content)).toContain("<h2>");
    }
  });

  it("serves an RSS feed of published posts only, escaped", async () => {
    const res = await request(t.app).get("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    expect(res.text).toContain("<rss version=\"2.0\"");
    expect(res.text).toContain("<link>http://localhost:3000/blog/understanding-the-ohs-act-employer-duties</link>");
    expect(res.text).toContain("<category>Legal Updates</category>");
    expect(res.text).not.toContain("secret-draft-post");
    expect(res.text).not.toMatch(/<script/);
  });
});

describe("blog form helpers (SPEC §5)", () => {
  it("generates slugs the spec's way", () => {
    expect(slugify("Working at Heights: A Guide!")).toBe("working-at-heights-a-guide");
    expect(slugify("  Many   spaces\tand_tabs ")).toBe("many-spaces-and-tabs");
    expect(slugify("OHS Act 85 of 1993 -- explained")).toBe("ohs-act-85-of-1993-explained");
  });

  it("adds trimmed tags once and ignores empty ones", () => {
    expect(addTag(["fire"], "  ppe ")).toEqual(["fire", "ppe"]);
    expect(addTag(["fire"], "fire")).toEqual(["fire"]);
    expect(addTag(["fire"], "   ")).toEqual(["fire"]);
  });
});
