// Two app instances on one PostgreSQL behave as one (issue 8): a session made on A works on
// B, a rate limit counts across both, and every mail is sent exactly once. PostgreSQL only:
// PGlite is one process's embedded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type Mail from "nodemailer/lib/mailer";
import { createApp } from "../../server/app";
import { testConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { openPostgres, type DatabaseHandle } from "../../server/db/client";
import type { AppDeps } from "../../server/deps";
import { mailOutbox } from "../../server/db/schema";
import { createMailWorker } from "../../server/mail/worker";
import type { MailTransport } from "../../server/mail/transport";
import { createTestDatabase } from "../helpers/db";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let a: AppDeps;
  let b: AppDeps;
  let appA: ReturnType<typeof createApp>;
  let appB: ReturnType<typeof createApp>;

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await openPostgres(first.url!, 5);
    const config = testConfig({ formRateLimit: 1000 });
    a = { config, db: first.db, logger: createLogger("silent") };
    b = { config, db: second.db, logger: createLogger("silent") };
    appA = createApp(a);
    appB = createApp(b);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("shares sessions: signed in on A, known on B, signed out on B, gone on A", async () => {
    const registered = await request(appA).post("/api/register").send({ username: "two-instance-admin", email: "admin@example.co.za", password: "Kgotla-Safety-2026" });
    expect(registered.status).toBe(201);
    const cookie = registered.headers["set-cookie"]![0]!.split(";")[0]!;

    const onB = await request(appB).get("/api/user").set("Cookie", cookie);
    expect(onB.body?.username).toBe("two-instance-admin");
    const adminOnB = await request(appB).get("/api/admin/blog").set("Cookie", cookie);
    expect(adminOnB.status).toBe(200);

    await request(appB).post("/api/logout").set("Cookie", cookie);
    const onA = await request(appA).get("/api/user").set("Cookie", cookie);
    expect(onA.body).toBeNull();
  });

  it("counts login failures across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? appA : appB;
      const res = await request(app).post("/api/login").send({ username: "two-instance-admin", password: `wrong-password-${i}` });
      statuses.push(res.status);
    }
    // Ten failures are allowed in all; neither instance alone has seen more than six.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("sends every queued mail exactly once with a worker on each instance", async () => {
    const subscribe = (app: typeof appA, i: number) => request(app).post("/api/subscribe").send({ name: "Two Instances", email: `two-${i}@example.co.za` });
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => subscribe(i % 2 ? appA : appB, i)));
    expect(responses.every((r) => r.status === 201)).toBe(true);

    const queued = await a.db.select().from(mailOutbox);
    expect(queued.length).toBeGreaterThanOrEqual(40);

    const delivered: string[] = [];
    const capture = (): MailTransport => ({
      kind: "file",
      async send(message: Mail.Options) {
        await new Promise((r) => setTimeout(r, 2));
        delivered.push(String(message.headers && (message.headers as Record<string, string>)["X-Outbox-Id"] ? (message.headers as Record<string, string>)["X-Outbox-Id"] : `${message.to}|${message.subject}`));
      },
      close() {},
    });
    const workerA = createMailWorker(a, { transport: capture(), batchSize: 5 });
    const workerB = createMailWorker(b, { transport: capture(), batchSize: 5 });
    await Promise.all([workerA.drain(), workerB.drain(), workerA.drain(), workerB.drain()]);

    const rows = await a.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(delivered.length).toBe(rows.length);
    expect(new Set(delivered).size).toBe(rows.length);
  });
});
