import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { Router } from "express";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { allowedMethods } from "../../server/api/method-not-allowed";
import { tileImageSources } from "../../server/security";

let t: TestApp;
let secure: TestApp;

beforeAll(async () => {
  [t, secure] = await Promise.all([createTestApp(), createTestApp({ publicUrl: "https://safety.example.co.za", secure: true })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), secure?.close()]);
});

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe(`security headers on ${engine}`, () => {
  it("sends a nonce-based CSP without unsafe-inline or unsafe-eval for scripts", async () => {
    const res = await request(t.app).get("/healthz");
    const csp = directives(res.headers["content-security-policy"]);
    const scripts = csp.get("script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts.some((value) => /^'nonce-[A-Za-z0-9+/=]{20,}'$/.test(value))).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toContain("https://tile.openstreetmap.org");
  });

  it("uses a fresh nonce for every response", async () => {
    const a = await request(t.app).get("/healthz");
    const b = await request(t.app).get("/healthz");
    expect(a.headers["content-security-policy"]).not.toBe(b.headers["content-security-policy"]);
  });

  it("sends the other headers of the MDN Observatory's top grade", async () => {
    const res = await request(t.app).get("/healthz");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS of at least a year when PUBLIC_URL is https", async () => {
    const res = await request(secure.app).get("/healthz");
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers["strict-transport-security"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("answers JSON bodies over 100 KB with a JSON 413", async () => {
    const res = await request(t.app)
      .post("/api/subscribe")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ email: "a@example.com", name: "x".repeat(110_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers a wrong method on a known API path with 405 and Allow", async () => {
    const router = Router();
    router.get("/things/:id", (_req, res) => res.json({}));
    router.post("/things", (_req, res) => res.json({}));
    const outer = Router();
    outer.use(router);
    expect(allowedMethods(outer, "/things/5")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(outer, "/things")).toEqual(["POST"]);
    expect(allowedMethods(outer, "/nothing")).toEqual([]);
  });

  it("derives tile image sources from the tile URL template", () => {
    expect(tileImageSources("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toEqual(["https://*.tile.example.org"]);
    expect(tileImageSources("https://tiles.example.com/{z}/{x}/{y}.png")).toEqual(["https://tiles.example.com"]);
  });
});
