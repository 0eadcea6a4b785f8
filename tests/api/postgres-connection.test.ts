// A PostgreSQL restart, failover or pg_terminate_backend cuts the app's idle pooled connections.
// The process must live on: the pool drops the dead connections and the next request opens new
// ones. PostgreSQL only (PGlite runs inside the process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import pg from "pg";
import { createApp } from "../../server/app";
import { testConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { createTestDatabase } from "../helpers/db";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("PostgreSQL connections cut by the server", () => {
  const lost: Error[] = [];
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    handle = await createTestDatabase((error) => lost.push(error));
    app = createApp({ config: testConfig({ formRateLimit: 1000 }), db: handle.db, logger: createLogger("silent") });
  });
  afterAll(() => handle?.close());

  it("keeps serving after every idle connection is terminated", async () => {
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 4 }, () => request(app).get("/healthz").expect(200)));

    const admin = new pg.Client({ connectionString: handle.url });
    await admin.connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      "select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.terminated)).toBe(true);

    await expect.poll(() => lost.length).toBeGreaterThan(0);
    expect(lost[0]!.message).toMatch(/terminating connection/);

    await request(app).get("/healthz").expect(200);
    const res = await request(app).post("/api/subscribe").send({ email: "after-cut@example.co.za", name: "" });
    expect(res.status).toBe(201);
  });
});
