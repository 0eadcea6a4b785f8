// The mail outbox against a real SMTP server on loopback (smtp-server), and the file mailbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { createMailWorker, backoffDelay, type MailWorker } from "../../server/mail/worker";
import { createSmtpTransport, createFileTransport } from "../../server/mail/transport";
import { queueMail } from "../../server/mail/outbox";
import { unsubscribeByToken } from "../../server/services/subscribers";
import { queryRows } from "../../server/db/client";
import { outboxRows, uniqueEmail } from "./capture-helpers";

interface Received {
  to: string[];
  raw: string;
}

/** An SMTP server on 127.0.0.1 that refuses every message until accept() is called. */
async function startSmtpServer() {
  const received: Received[] = [];
  let accepting = false;
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (!accepting) {
          refusals += 1;
          const error = new Error("Mailbox temporarily unavailable, try again later") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals: () => refusals,
    accept: () => (accepting = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const workers: MailWorker[] = [];

beforeAll(async () => {
  t = await createTestApp({ formRateLimit: 100_000, publicUrl: "https://safety.example.co.za" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp?.close();
  // Each test starts from an empty outbox.
  await t.deps.db.execute(sql`delete from mail_outbox`);
});

function worker(options: Parameters<typeof createMailWorker>[1]) {
  const w = createMailWorker(t.deps, { backoffBaseMs: 10, backoffMaxMs: 50, pollIntervalMs: 20, ...options });
  workers.push(w);
  return w;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`mail outbox on ${engine}`, () => {
  it("delivers every queued mail exactly once through an SMTP server that refuses at first", async () => {
    smtp = await startSmtpServer();
    const emails = Array.from({ length: 6 }, () => uniqueEmail("smtp"));
    for (const [i, email] of emails.entries()) {
      const res = await request(t.app).post("/api/subscribe").send({ name: i % 2 ? "Ayanda" : "", email });
      expect(res.status).toBe(201);
    }
    const lead = await request(t.app)
      .post("/api/leads")
      .send({ name: "Ruan", email: uniqueEmail("lead"), phone: "0825550100", service: "Workplace Auditing", message: "Annual OHS audit for a warehouse." });
    expect(lead.status).toBe(201);
    const queued = await outboxRows(t.deps.db);
    expect(queued).toHaveLength(8);

    const w = worker({ transport: createSmtpTransport(smtp.url), maxAttempts: 50 });
    // While refused, every mail stays pending and is retried later with a recorded error.
    await w.runOnce();
    const afterRefusal = await outboxRows(t.deps.db);
    expect(afterRefusal.every((m) => m.status === "pending" && m.attempts === 1 && /451|try again/i.test(m.last_error ?? ""))).toBe(true);
    expect(smtp.refusals()).toBeGreaterThan(0);

    smtp.accept();
    w.start();
    await waitFor(async () => (await outboxRows(t.deps.db)).every((m) => m.status === "sent"));
    await w.stop();

    expect(smtp.received).toHaveLength(8);
    const recipients = smtp.received.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(queued.map((m) => m.to).sort());
    expect(new Set(recipients.filter((r) => r !== t.deps.config.company.email)).size).toBe(7);

    // Marketing mails carry the one-click unsubscribe headers and the PDF checklist.
    const checklist = smtp.received.find((m) => m.raw.includes("Subject: Your free Workplace Safety Checklist"))!;
    expect(checklist.raw).toMatch(/List-Unsubscribe:\s+<https:\/\/safety\.example\.co\.za\/unsubscribe\/[\w-]+>/);
    expect(checklist.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(checklist.raw).toMatch(/Content-Type: application\/pdf; name=Workplace-Safety-Checklist\.pdf/);
    const pdf = Buffer.from(checklist.raw.split("filename=Workplace-Safety-Checklist.pdf")[1]!.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!.replace(/\s+/g, ""), "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The lead notification goes to the company, answerable to the visitor.
    const notification = smtp.received.find((m) => m.to[0] === t.deps.config.company.email)!;
    expect(notification.raw).toMatch(/Reply-To: lead\.[\w.]+@example\.co\.za/);
  });

  it("lets two workers on one database share the outbox without sending any mail twice", async () => {
    smtp = await startSmtpServer();
    smtp.accept();
    for (let i = 0; i < 40; i++) {
      await queueMail(t.deps.db, { dedupKey: `test:two-workers:${i}`, kind: "lead-confirmation", to: `two.${i}@example.co.za`, subject: `Mail ${i}`, text: `Mail ${i}`, html: `<p>Mail ${i}</p>` });
    }
    const a = worker({ transport: createSmtpTransport(smtp.url), batchSize: 3 });
    const b = worker({ transport: createSmtpTransport(smtp.url), batchSize: 3 });
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(40);
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(40);
    const rows = await outboxRows(t.deps.db);
    expect(rows.every((m) => m.status === "sent" && m.attempts === 1)).toBe(true);
  });

  it("queues a mail once per dedup key", async () => {
    const mail = { dedupKey: "test:dedup", kind: "lead-confirmation" as const, to: "once@example.co.za", subject: "Once", text: "Once", html: "" };
    expect(await queueMail(t.deps.db, mail)).toBe(true);
    expect(await queueMail(t.deps.db, mail)).toBe(false);
    expect(await outboxRows(t.deps.db)).toHaveLength(1);
  });

  it("keeps a mail as a dead letter after the last attempt, with its error", async () => {
    smtp = await startSmtpServer();
    await queueMail(t.deps.db, { dedupKey: "test:dead", kind: "lead-confirmation", to: "dead@example.co.za", subject: "Dead", text: "Dead", html: "" });
    const w = worker({ transport: createSmtpTransport(smtp.url), maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await waitFor(async () => (await w.runOnce()) > 0);
    }
    const [row] = await outboxRows(t.deps.db);
    expect(row).toMatchObject({ status: "dead", attempts: 3 });
    expect(row!.last_error).toMatch(/451|try again/i);
    // A dead letter is never picked up again.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("does not send marketing mail to an address that unsubscribed after it was queued", async () => {
    smtp = await startSmtpServer();
    smtp.accept();
    const email = uniqueEmail("gone");
    await request(t.app).post("/api/subscribe").send({ name: "", email });
    const [queued] = await outboxRows(t.deps.db, email);
    expect(await unsubscribeByToken(t.deps.db, String(queued!.payload.unsubscribeToken))).not.toBeNull();
    await worker({ transport: createSmtpTransport(smtp.url) }).drain();
    const [row] = await outboxRows(t.deps.db, email);
    expect(row).toMatchObject({ status: "dead", last_error: "Not sent: the recipient unsubscribed" });
    expect(smtp.received).toHaveLength(0);
  });

  it("takes over a mail whose worker died mid-send once the lease runs out", async () => {
    smtp = await startSmtpServer();
    smtp.accept();
    await queueMail(t.deps.db, { dedupKey: "test:lease", kind: "lead-confirmation", to: "lease@example.co.za", subject: "Lease", text: "Lease", html: "" });
    // A crashed worker: the row is claimed (leased) but never finished.
    await t.deps.db.execute(sql`update mail_outbox set locked_until = now() + interval '1 hour', attempts = 1 where dedup_key = 'test:lease'`);
    const w = worker({ transport: createSmtpTransport(smtp.url) });
    expect(await w.runOnce()).toBe(0);
    await t.deps.db.execute(sql`update mail_outbox set locked_until = now() - interval '1 second' where dedup_key = 'test:lease'`);
    expect(await w.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [row] = await queryRows<{ status: string; attempts: number }>(t.deps.db, sql`select status, attempts from mail_outbox where dedup_key = 'test:lease'`);
    expect(row).toEqual({ status: "sent", attempts: 2 });
  });

  it("writes .eml files under DATA_DIR/mail when no SMTP server is configured", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ohs-mail-"));
    try {
      const email = uniqueEmail("file");
      await request(t.app).post("/api/subscribe").send({ name: "Zanele", email });
      await worker({ transport: createFileTransport(path.join(dir, "mail")) }).drain();
      const files = fs.readdirSync(path.join(dir, "mail"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = fs.readFileSync(path.join(dir, "mail", files[0]!), "utf8");
      expect(raw).toContain(`To: ${email}`);
      expect(raw).toContain("Subject: Your free Workplace Safety Checklist");
      expect(raw).toContain("Workplace-Safety-Checklist.pdf");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("backs off exponentially up to a ceiling", () => {
    const delays = [1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, 1000, 6000));
    expect(delays[0]).toBeGreaterThanOrEqual(800);
    expect(delays[0]).toBeLessThanOrEqual(1200);
    expect(delays[1]).toBeGreaterThanOrEqual(1600);
    expect(delays[2]).toBeGreaterThanOrEqual(3200);
    expect(delays[4]).toBeLessThanOrEqual(7200);
  });
});
