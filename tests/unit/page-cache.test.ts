import { describe, expect, it } from "vitest";
import express from "express";
import request from "supertest";
import crypto from "node:crypto";
import { createPageCache } from "../../server/page-cache";

function appWith(options: { ttlMs?: number; setCookie?: boolean; status?: number } = {}) {
  let renders = 0;
  let fallbacks = 0;
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 10_000,
    sessionCookieName: "sid",
    render: async (req, _expressReq, res) => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      const nonce = res.locals.cspNonce as string;
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (options.setCookie) headers.append("Set-Cookie", "flash=1; Path=/");
      return new Response(`<html><script nonce="${nonce}">x</script><p>${new URL(req.url).pathname} render ${renders}</p></html>`, {
        status: options.status ?? 200,
        headers,
      });
    },
    fallback: (_req, res) => {
      fallbacks++;
      res.send("fallback");
    },
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("X-Nonce", res.locals.cspNonce);
    next();
  });
  app.use(cache.handler);
  return { app, stats: () => ({ renders, fallbacks }) };
}

describe("anonymous page micro-cache", () => {
  it("renders once, then serves copies with each response's own nonce", async () => {
    const { app, stats } = appWith();
    const first = await request(app).get("/services");
    const second = await request(app).get("/services");
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.text).toContain("render 1");
    expect(first.text).toContain(`nonce="${first.headers["x-nonce"]}"`);
    expect(second.text).toContain(`nonce="${second.headers["x-nonce"]}"`);
    expect(second.text).not.toContain(first.headers["x-nonce"]);
    expect(stats().renders).toBe(1);
  });

  it("renders once for many concurrent visitors", async () => {
    const { app, stats } = appWith();
    const responses = await Promise.all(Array.from({ length: 10 }, () => request(app).get("/")));
    expect(responses.every((r) => r.status === 200 && r.text.includes("render 1"))).toBe(true);
    expect(stats().renders).toBe(1);
  });

  it("never caches for signed-in visitors, admin and auth pages", async () => {
    const { app, stats } = appWith();
    await request(app).get("/blog").set("Cookie", "sid=abc");
    await request(app).get("/admin/blog");
    await request(app).get("/auth");
    await request(app).get("/unsubscribe/token");
    expect(stats()).toEqual({ renders: 0, fallbacks: 4 });
  });

  it("does not share a response that sets a cookie or is not a 200", async () => {
    const cookie = appWith({ setCookie: true });
    const a = await request(cookie.app).get("/contact");
    const b = await request(cookie.app).get("/contact");
    expect(a.headers["set-cookie"]).toEqual(["flash=1; Path=/"]);
    expect(b.headers["x-page-cache"]).toBe("MISS");
    expect(cookie.stats().renders).toBe(2);

    const missing = appWith({ status: 404 });
    await request(missing.app).get("/nope");
    const again = await request(missing.app).get("/nope");
    expect(again.status).toBe(404);
    expect(missing.stats().renders).toBe(2);
  });

  it("expires entries after the TTL, and is off at 0", async () => {
    const short = appWith({ ttlMs: 30 });
    await request(short.app).get("/about");
    await new Promise((r) => setTimeout(r, 60));
    await request(short.app).get("/about");
    expect(short.stats().renders).toBe(2);

    const off = appWith({ ttlMs: 0 });
    await request(off.app).get("/about");
    expect(off.stats()).toEqual({ renders: 0, fallbacks: 1 });
  });
});

describe("gzip of a cached page with a fresh nonce", () => {
  it("is a valid gzip stream of the page with the nonce in every place", async () => {
    const { deflateParts, gzipWithNonce } = await import("../../server/page-cache");
    const zlib = await import("node:zlib");
    const page = `<html>${"<p>Safety first. ".repeat(2000)}<script nonce="@@">a</script><script nonce="@@">b</script>é</html>`;
    for (const nonce of ["abc123+/=", crypto.randomBytes(16).toString("base64")]) {
      const body = gzipWithNonce(deflateParts(page, "@@"), nonce);
      expect(zlib.gunzipSync(body).toString()).toBe(page.split("@@").join(nonce));
      expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5);
    }
    expect(zlib.gunzipSync(gzipWithNonce(deflateParts("no nonce here", "@@"), "n")).toString()).toBe("no nonce here");
  });
});
