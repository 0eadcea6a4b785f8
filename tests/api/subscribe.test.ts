import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { createApp } from "../../server/app";
import { consents, subscribers } from "../../server/db/schema";
import { queryRows } from "../../server/db/client";
import { resubscribeByToken, unsubscribeByToken } from "../../server/services/subscribers";
import { CONSENT_WORDING } from "../../app/lib/schemas/subscribe";
import { count, outboxRows, uniqueEmail } from "./capture-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ formRateLimit: 100_000 });
});
afterAll(() => t?.close());

const post = (body: unknown) => request(t.app).post("/api/subscribe").send(body as object);

describe(`POST /api/subscribe on ${engine}`, () => {
  it("subscribes from the checklist popup: 201, consent recorded, checklist mail with the PDF queued", async () => {
    const email = uniqueEmail("checklist");
    const res = await post({ name: "Thandi Nkosi", email });
    expect(res.status).toBe(201);

    const [subscriber] = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(subscriber).toMatchObject({ name: "Thandi Nkosi", source: "checklist", unsubscribedAt: null });
    expect(subscriber!.unsubscribeToken).toMatch(/^[\w-]{32}$/);

    const [consent] = await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id));
    expect(consent).toMatchObject({ email, form: "checklist", wording: CONSENT_WORDING.checklist });
    expect(consent!.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(consent!.createdAt).toBeInstanceOf(Date);

    const mails = await outboxRows(t.deps.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "checklist", status: "pending", subject: "Your free Workplace Safety Checklist" });
    expect(mails[0]!.payload).toMatchObject({ subscriberId: subscriber!.id, unsubscribeToken: subscriber!.unsubscribeToken, attachChecklist: true });
    expect(mails[0]!.text).toContain(`/unsubscribe/${subscriber!.unsubscribeToken}`);
    expect(mails[0]!.html).toContain(`/unsubscribe/${subscriber!.unsubscribeToken}`);
  });

  it("subscribes from the newsletter (name sent empty): 201 and a welcome mail carrying the checklist", async () => {
    const email = uniqueEmail("newsletter");
    const res = await post({ email, name: "", form: "newsletter-blog" });
    expect(res.status).toBe(201);
    const [subscriber] = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(subscriber).toMatchObject({ name: null, source: "newsletter" });
    const [consent] = await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id));
    expect(consent).toMatchObject({ form: "newsletter-blog", wording: CONSENT_WORDING.newsletter });
    const mails = await outboxRows(t.deps.db, email);
    expect(mails.map((m) => m.kind)).toEqual(["newsletter-welcome"]);
    expect(mails[0]!.payload).toMatchObject({ attachChecklist: true });
  });

  it("answers 400 with the SPEC §5 messages for bad input and stores nothing", async () => {
    const before = await count(t.deps.db, "subscribers");
    const shortName = await post({ name: "J", email: uniqueEmail() });
    expect(shortName.status).toBe(400);
    expect(shortName.body.message).toBe("Name must be at least 2 characters");
    expect(shortName.body.errors).toEqual({ name: "Name must be at least 2 characters" });

    for (const email of ["not-an-email", "", "a@b", undefined, 42]) {
      const res = await post({ name: "", email });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please enter a valid email address");
    }
    expect(await count(t.deps.db, "subscribers")).toBe(before);
  });

  it("answers 400 'Email already subscribed' for a known address, whatever its case, and changes nothing", async () => {
    const email = uniqueEmail("dup");
    expect((await post({ name: "Pieter", email })).status).toBe(201);
    const subscribersBefore = await count(t.deps.db, "subscribers");
    const consentsBefore = await count(t.deps.db, "consents");

    const again = await post({ name: "", email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: "Email already subscribed" });
    expect(await count(t.deps.db, "subscribers")).toBe(subscribersBefore);
    expect(await count(t.deps.db, "consents")).toBe(consentsBefore);
  });

  it("sends the checklist again to an already-subscribed address at most once a day", async () => {
    const email = uniqueEmail("again");
    await post({ name: "", email });
    await post({ name: "Sipho", email });
    await post({ name: "Sipho", email: email.toUpperCase() });
    await post({ name: "", email });
    const kinds = (await outboxRows(t.deps.db, email)).map((m) => m.kind);
    expect(kinds).toEqual(["newsletter-welcome", "checklist"]);
  });

  it("answers concurrent subscriptions of one address with one 201 and otherwise 400, never a 500", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => post({ name: "", email: i % 2 ? email : email.toUpperCase() })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(11);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === "Email already subscribed")).toBe(true);
    expect((await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email))).length).toBe(1);
  });

  it("treats 200 concurrent distinct subscriptions as exactly 200 subscribers and 200 queued mails", async () => {
    const prefix = `bulk${Date.now().toString(36)}`;
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => post({ name: i % 2 ? "Bulk Visitor" : "", email: `${prefix}.${i}@example.co.za` })));
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const [subs] = await queryRows<{ n: string | number }>(t.deps.db, sql`select count(*) as n from subscribers where email like ${prefix + ".%"}`);
    const [mails] = await queryRows<{ n: string | number }>(t.deps.db, sql`select count(*) as n from mail_outbox where "to" like ${prefix + ".%"}`);
    const [consentCount] = await queryRows<{ n: string | number }>(t.deps.db, sql`select count(*) as n from consents where email like ${prefix + ".%"}`);
    expect(Number(subs!.n)).toBe(200);
    expect(Number(mails!.n)).toBe(200);
    expect(Number(consentCount!.n)).toBe(200);
  }, 60_000);

  it("answers 429 once one client exceeds the per-minute limit, counted in the database", async () => {
    const limited = createApp({ ...t.deps, config: { ...t.deps.config, formRateLimit: 3 } });
    // A fresh client address (trust proxy is off, so use a distinct rate-limit key by clearing it).
    await t.deps.db.execute(sql`delete from rate_limits where key like 'form:subscribe:%'`);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await request(limited).post("/api/subscribe").send({ name: "", email: uniqueEmail("limit") });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(last!.body).toEqual({ message: "Too many attempts. Please wait a moment before trying again." });
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    // Invalid attempts count too: a client cannot probe addresses without limit.
    const invalid = await request(limited).post("/api/subscribe").send({ name: "", email: "nope" });
    expect(invalid.status).toBe(429);
    // Other forms have their own budget.
    const lead = await request(limited).post("/api/leads").send({});
    expect(lead.status).toBe(400);
    await t.deps.db.execute(sql`delete from rate_limits where key like 'form:subscribe:%'`);
  });

  it("answers a filled honeypot or a too-fast submission like a success and stores nothing", async () => {
    const subscribersBefore = await count(t.deps.db, "subscribers");
    const mailsBefore = await count(t.deps.db, "mail_outbox");
    const honeypot = await post({ name: "Bot", email: uniqueEmail("bot"), homepage: "http://spam.example" });
    expect(honeypot.status).toBe(201);
    const fast = await post({ name: "", email: uniqueEmail("bot"), elapsedMs: 400 });
    expect(fast.status).toBe(201);
    const fastNative = await request(t.app)
      .post("/api/subscribe")
      .type("form")
      .send({ email: uniqueEmail("bot"), name: "", renderedAt: String(Date.now() - 500) });
    expect(fastNative.status).toBe(303);
    expect(fastNative.headers.location).toBe("/thank-you?form=newsletter&status=ok");
    expect(await count(t.deps.db, "subscribers")).toBe(subscribersBefore);
    expect(await count(t.deps.db, "mail_outbox")).toBe(mailsBefore);

    // A person who took their time is stored normally, with either timing field.
    expect((await post({ name: "", email: uniqueEmail("human"), elapsedMs: 5000, homepage: "" })).status).toBe(201);
    expect((await post({ name: "", email: uniqueEmail("human"), renderedAt: Date.now() - 10_000 })).status).toBe(201);
    expect(await count(t.deps.db, "subscribers")).toBe(subscribersBefore + 2);
  });

  it("accepts a native form post without JavaScript and redirects to the confirmation page", async () => {
    const email = uniqueEmail("native");
    const ok = await request(t.app).post("/api/subscribe").type("form").send({ email, name: "", renderedAt: String(Date.now() - 5000) });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe("/thank-you?form=newsletter&status=ok");
    expect((await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email))).length).toBe(1);

    const again = await request(t.app).post("/api/subscribe").type("form").set("Referer", "http://127.0.0.1/blog").send({ email, name: "" });
    expect(again.status).toBe(303);
    expect(again.headers.location).toContain("status=already");

    const invalid = await request(t.app).post("/api/subscribe").type("form").send({ email: "nope", name: "" });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.location).toBe("/thank-you?form=newsletter&status=invalid&field=email&back=%2F");
  });

  it("unsubscribes by token, stops marketing mail, and re-subscribes with fresh consent", async () => {
    const email = uniqueEmail("unsub");
    await post({ name: "Lerato", email });
    const [subscriber] = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email));
    const token = subscriber!.unsubscribeToken;

    expect(await unsubscribeByToken(t.deps.db, "no-such-token-0000000")).toBeNull();
    expect(await unsubscribeByToken(t.deps.db, "../../etc")).toBeNull();
    expect(await unsubscribeByToken(t.deps.db, token)).toEqual({ email, alreadyUnsubscribed: false });
    expect(await unsubscribeByToken(t.deps.db, token)).toEqual({ email, alreadyUnsubscribed: true });
    const [after] = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);

    // Subscribing again through a form is a fresh consent: 201, a new consent row and a new mail.
    const consentsBefore = (await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id))).length;
    const again = await post({ name: "", email: email.toUpperCase() });
    expect(again.status).toBe(201);
    const [revived] = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(revived!.unsubscribedAt).toBeNull();
    expect(revived!.unsubscribeToken).toBe(token);
    expect((await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id))).length).toBe(consentsBefore + 1);
    expect((await outboxRows(t.deps.db, email)).map((m) => m.kind)).toEqual(["checklist", "newsletter-welcome"]);

    // "Unsubscribed by mistake" on the unsubscribe page records its own consent.
    await unsubscribeByToken(t.deps.db, token);
    expect(await resubscribeByToken(t.deps.db, token, "203.0.113.9")).toBe(true);
    const rows = await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id));
    expect(rows.at(-1)).toMatchObject({ form: "unsubscribe-page", wording: CONSENT_WORDING.resubscribe, ipAddress: "203.0.113.9" });
  });

  it("refuses a cross-site form post (CSRF)", async () => {
    const res = await request(t.app).post("/api/subscribe").set("Sec-Fetch-Site", "cross-site").type("form").send({ email: uniqueEmail(), name: "" });
    expect(res.status).toBe(403);
  });
});
