import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessionCookieFor } from "../helpers/auth";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ pageCacheSeconds: 60 });
  admin = await sessionCookieFor(t.deps.db, { username: "cache-admin", isAdmin: true });
});
afterAll(() => t?.close());

describe(`public read API cache on ${engine}`, () => {
  it("serves a cached answer, gzipped when the client accepts it, and drops it after an admin write", async () => {
    const first = await request(t.app).get("/api/training/industries");
    expect(first.status).toBe(200);
    const before = first.body.length;

    const gzipped = await request(t.app).get("/api/training/industries").set("Accept-Encoding", "gzip").buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    // superagent has already gunzipped it: a bad gzip stream would have failed the request.
    expect(JSON.parse((gzipped.body as Buffer).toString())).toEqual(first.body);

    const created = await request(t.app).post("/api/admin/training/industries").set("Cookie", admin).send({ name: "Cache Test Industry", description: "" });
    expect(created.status).toBe(201);

    const after = await request(t.app).get("/api/training/industries");
    expect(after.body.length).toBe(before + 1);
    expect(after.body.map((i: { name: string }) => i.name)).toContain("Cache Test Industry");
  });

  it("does not cache error answers", async () => {
    const missing = await request(t.app).get("/api/training/finder/job-role/999999");
    expect(missing.status).toBe(404);
    const again = await request(t.app).get("/api/training/finder/job-role/999999");
    expect(again.status).toBe(404);
    expect(again.body.message).toBeTruthy();
  });
});
