// DESIGN decision 1: every /api/admin/* route answers 401 signed out and 403 without admin
// rights. The routes are read from the real router, so a route added later is covered too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessionCookieFor } from "../helpers/auth";
import { createApiRouter } from "../../server/api";

interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  slash?: boolean;
  rawPath?: unknown;
}

/** Walks Express 5's router stack, nested routers included, joining their mount paths. */
function collectRoutes(stack: Layer[], prefix = ""): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== "_all") found.push({ method: method.toUpperCase(), path: `${prefix}${path}` });
        }
      }
    } else if (layer.handle?.stack) {
      let mount = "";
      if (!layer.slash) {
        if (typeof layer.rawPath !== "string") throw new Error(`cannot read the mount path of a nested router: ${String(layer.rawPath)}`);
        mount = layer.rawPath.replace(/\/$/, "");
      }
      found.push(...collectRoutes(layer.handle.stack, `${prefix}${mount}`));
    }
  }
  return found;
}

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (path: string) => `/api${path.replace(/:\w+/g, "1").replace(/\*\w+/g, "1").replace(/[{}]/g, "")}`;

let t: TestApp;
let adminRoutes: RouteEntry[];
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const router = createApiRouter(t.deps) as unknown as { stack: Layer[] };
  adminRoutes = collectRoutes(router.stack).filter((route) => route.path.startsWith("/admin"));
  userCookie = await sessionCookieFor(t.deps.db, { username: "waiting-user", isAdmin: false });
  adminCookie = await sessionCookieFor(t.deps.db, { username: "guard-admin", isAdmin: true });
});
afterAll(() => t?.close());

describe(`admin route guard on ${engine}`, () => {
  it("finds every SPEC §7 admin route in the router", () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      "GET /admin/blog",
      "POST /admin/blog",
      "GET /admin/blog/:id",
      "PUT /admin/blog/:id",
      "DELETE /admin/blog/:id",
      "POST /admin/training/industries",
      "POST /admin/training/job-roles",
      "POST /admin/training/courses",
      "POST /admin/training/requirements",
    ]) {
      expect(listed, expected).toContain(expected);
    }
  });

  it("answers 401 to a signed-out visitor on every admin route", async () => {
    for (const route of adminRoutes) {
      const res = await request(t.app)[route.method.toLowerCase() as "get"](concrete(route.path)).send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body.message).toBe("Please log in to continue.");
    }
  });

  it("answers 403 to a signed-in account without admin rights on every admin route", async () => {
    for (const route of adminRoutes) {
      const res = await request(t.app)[route.method.toLowerCase() as "get"](concrete(route.path)).set("Cookie", userCookie).send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body.message).toBe("You need administrator rights for this.");
    }
  });

  it("lets an administrator through the guard on every admin route", async () => {
    for (const route of adminRoutes) {
      const res = await request(t.app)[route.method.toLowerCase() as "get"](concrete(route.path)).set("Cookie", adminCookie).send({});
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(res.status);
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it("treats an expired or forged session as signed out", async () => {
    const forged = await request(t.app).get("/api/admin/blog").set("Cookie", "sid=forged-token-value");
    expect(forged.status).toBe(401);
    const tooLong = await request(t.app).get("/api/admin/blog").set("Cookie", `sid=${"a".repeat(500)}`);
    expect(tooLong.status).toBe(401);
  });
});
