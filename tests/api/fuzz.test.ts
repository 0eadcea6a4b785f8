// Property-based fuzzing of every API route (issue 8): malformed, oversized, wrong-typed and
// hostile values never give a 5xx, and a rejected request changes nothing in the database.
// Fixed seed and bounded runs here; `npm run fuzz` runs longer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import request from "supertest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessionCookieFor } from "../helpers/auth";
import { listRoutes, type ApiRoute } from "../helpers/routes";
import { createApiRouter } from "../../server/api";
import { seedDatabase } from "../../server/db/seed";
import { queryRows } from "../../server/db/client";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

// Tables whose rows count attempts rather than data (a refused login still counts).
const COUNTER_TABLES = new Set(["rate_limits", "__drizzle_migrations"]);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "' OR '1'='1",
    "1; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "😀".repeat(50),
    "Robert'); DELETE FROM leads;--",
    "${7*7}{{7*7}}",
    "a".repeat(5000),
    "-1",
    "0",
    "99999999999999999999",
    "1e309",
    "NaN",
    "null",
    "true",
    "  ",
    "x@y",
    "ADMIN@example.com",
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 3 }),
  ),
})).value;

const fieldNames = [
  "name", "email", "phone", "company", "service", "message", "source", "username", "password", "confirmPassword",
  "title", "slug", "excerpt", "content", "featuredImage", "category", "tags", "published", "description",
  "duration", "level", "industryId", "jobRoleId", "trainingCourseId", "isRequired", "isRecommended", "frequency",
  "legalReference", "companyName", "contactName", "website", "serviceArea", "services", "certifications",
  "companyDescription", "status", "reason", "isAdmin", "website_url", "renderedAt", "__proto__", "constructor",
];

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }),
  hostileValue,
);

const paramValue = fc.oneof(
  fc.constantFrom("1", "2", "0", "-1", "abc", "1.5", "99999999999", "%27", "null", "1%20OR%201=1"),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

const query = fc.dictionary(fc.constantFrom("page", "pageSize", "q", "status", "service", "category", "industry", "role"), hostileString.map(String), { maxKeys: 3 });

let t: TestApp;
let routes: ApiRoute[];
let adminCookie: string;

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    t.deps.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    if (COUNTER_TABLES.has(table_name)) continue;
    const [row] = await queryRows<{ n: number }>(t.deps.db, sql.raw(`select count(*)::int as n from "${table_name}"`));
    counts[table_name] = Number(row!.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp({ formRateLimit: 1_000_000 });
  await seedDatabase(t.deps.db);
  adminCookie = await sessionCookieFor(t.deps.db, { username: "fuzz-admin", isAdmin: true });
  routes = listRoutes(createApiRouter(t.deps));
}, 120_000);
afterAll(() => t?.close());

describe(`fuzzing every API route on ${engine}`, () => {
  it("finds the API's routes", () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it("never answers 5xx, and rejected requests change nothing", async () => {
    for (const route of routes) {
      const withAdmin = !route.path.includes("logout");
      await fc.assert(
        fc.asyncProperty(fc.array(paramValue, { minLength: 3, maxLength: 3 }), query, body, fc.boolean(), async (params, q, payload, asAdmin) => {
          let i = 0;
          const path = "/api" + route.path.replace(/:[A-Za-z_]+/g, () => params[i++ % params.length]!);
          const before = await tableCounts();
          let req = request(t.app)[route.method.toLowerCase() as "get"](path).query(q);
          if (asAdmin && withAdmin) req = req.set("Cookie", adminCookie);
          if (route.method !== "GET" && route.method !== "DELETE") req = req.set("Content-Type", "application/json").send(JSON.stringify(payload) ?? "null");
          const res = await req;
          if (res.status >= 500) throw new Error(`${route.method} ${path} answered ${res.status}: ${res.text.slice(0, 300)} for ${JSON.stringify(payload).slice(0, 300)}`);
          if (res.status >= 400) {
            if (!res.headers["content-type"]) throw new Error(`${route.method} ${path} ${res.status} without a body`);
            expect(String(res.headers["content-type"]), `${route.method} ${path} ${res.status} ${res.text.slice(0, 200)}`).toMatch(/json/);
            const after = await tableCounts();
            expect(after, `${route.method} ${path} was refused with ${res.status} but changed the database`).toEqual(before);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);
});
