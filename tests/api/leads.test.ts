import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { createApp } from "../../server/app";
import { consents, leads, subscribers } from "../../server/db/schema";
import { CONSENT_WORDING } from "../../app/lib/schemas/subscribe";
import { count, outboxRows, uniqueEmail } from "./capture-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ formRateLimit: 100_000, company: { name: "Safety Experts On-Demand", phone: "+27 10 500 1234", email: "info@safetyexperts.co.za", address: "Johannesburg", registration: null, directors: null, whatsappNumber: "27821234567" } });
});
afterAll(() => t?.close());

function validLead(overrides: Record<string, unknown> = {}) {
  return {
    name: "Naledi Dlamini",
    email: uniqueEmail("lead"),
    phone: "082 555 0199",
    company: "Dlamini Construction (Pty) Ltd",
    service: "OHS Training",
    message: "We need first aid level 1 training for 12 site workers in Midrand next month.",
    ...overrides,
  };
}

describe(`POST /api/leads on ${engine}`, () => {
  it("stores the lead with its source and queues the visitor's confirmation and the company's notification", async () => {
    const lead = validLead({ source: "training-finder" });
    const res = await request(t.app).post("/api/leads").send(lead);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you. We have received your request.");
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(row).toMatchObject({ name: lead.name, email: lead.email, phone: lead.phone, company: lead.company, service: "OHS Training", source: "training-finder", status: "new" });

    const toVisitor = await outboxRows(t.deps.db, lead.email);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]).toMatchObject({ kind: "lead-confirmation", subject: `We have received your request (reference L-${row!.id})` });
    expect(toVisitor[0]!.text).toContain(lead.message);
    const notification = (await outboxRows(t.deps.db, "info@safetyexperts.co.za")).find((m) => m.dedup_key === `lead:${row!.id}:notification`);
    expect(notification).toMatchObject({ kind: "lead-notification" });
    expect(notification!.payload).toMatchObject({ replyTo: lead.email });
    expect(notification!.text).toContain("Source: training-finder");
    // A lead alone never subscribes anyone (POPIA: separate consent).
    expect(await t.deps.db.select().from(subscribers).where(eq(subscribers.email, lead.email))).toEqual([]);
  });

  it("escapes what the visitor typed in the HTML mails", async () => {
    const lead = validLead({ name: "<script>alert(1)</script>", message: "Please <b>call</b> me about an audit & a quote." });
    const res = await request(t.app).post("/api/leads").send(lead);
    expect(res.status).toBe(201);
    const [mail] = await outboxRows(t.deps.db, lead.email);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
    expect(mail!.html).toContain("&lt;b&gt;call&lt;/b&gt;");
  });

  it("subscribes to the newsletter only when the separate, unticked box is ticked", async () => {
    const lead = validLead({ newsletter: true });
    expect((await request(t.app).post("/api/leads").send(lead)).status).toBe(201);
    const [subscriber] = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, lead.email));
    expect(subscriber).toMatchObject({ source: "newsletter", unsubscribedAt: null });
    const [consent] = await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id));
    expect(consent).toMatchObject({ form: "lead-form", wording: CONSENT_WORDING.leadNewsletter });
    expect((await outboxRows(t.deps.db, lead.email)).map((m) => m.kind).sort()).toEqual(["lead-confirmation", "newsletter-welcome"]);

    // Already subscribed: the lead is still stored; the subscription is left alone.
    const second = await request(t.app).post("/api/leads").send({ ...lead, newsletter: true });
    expect(second.status).toBe(201);
    expect((await t.deps.db.select().from(consents).where(eq(consents.subscriberId, subscriber!.id))).length).toBe(1);
  });

  it("answers 400 with a message per field and stores nothing", async () => {
    const before = await count(t.deps.db, "leads");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "" }, "name", "Please enter your name (at least 2 characters)"],
      [{ email: "nope" }, "email", "Please enter a valid email address"],
      [{ phone: "12" }, "phone", "Please enter a valid phone number"],
      [{ phone: "" }, "phone", "Please enter your phone number"],
      [{ service: "Lawn mowing" }, "service", "Please choose the service you need"],
      [{ message: "Help" }, "message", "Please tell us what you need (at least 10 characters)"],
    ];
    for (const [override, field, message] of cases) {
      const res = await request(t.app).post("/api/leads").send(validLead(override));
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
    const empty = await request(t.app).post("/api/leads").send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["email", "message", "name", "phone", "service"]);
    expect(await count(t.deps.db, "leads")).toBe(before);
  });

  it("drops a source that is not a plain identifier instead of storing it", async () => {
    const res = await request(t.app).post("/api/leads").send(validLead({ source: "<img src=x>" }));
    expect(res.status).toBe(201);
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(row!.source).toBeNull();
  });

  it("answers spam like a success and stores nothing", async () => {
    const leadsBefore = await count(t.deps.db, "leads");
    const mailsBefore = await count(t.deps.db, "mail_outbox");
    expect((await request(t.app).post("/api/leads").send(validLead({ homepage: "buy-now.example" }))).status).toBe(201);
    expect((await request(t.app).post("/api/leads").send(validLead({ elapsedMs: 900 }))).status).toBe(201);
    const native = await request(t.app).post("/api/leads").type("form").send({ ...validLead(), renderedAt: String(Date.now()) });
    expect(native.status).toBe(303);
    expect(native.headers.location).toBe("/thank-you?form=lead&status=ok");
    expect(await count(t.deps.db, "leads")).toBe(leadsBefore);
    expect(await count(t.deps.db, "mail_outbox")).toBe(mailsBefore);
  });

  it("accepts a native form post and redirects; an invalid one is sent back naming the field", async () => {
    const lead = validLead();
    const ok = await request(t.app).post("/api/leads").type("form").send({ ...lead, source: "home", newsletter: "on", renderedAt: String(Date.now() - 30_000) });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe("/thank-you?form=lead&status=ok");
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.email, lead.email));
    expect(row).toMatchObject({ source: "home" });
    expect((await t.deps.db.select().from(subscribers).where(eq(subscribers.email, lead.email))).length).toBe(1);

    const bad = await request(t.app).post("/api/leads").type("form").set("Referer", "http://127.0.0.1/contact?source=training-finder").send({ ...validLead(), phone: "x" });
    expect(bad.status).toBe(303);
    const location = new URL(bad.headers.location, "http://x");
    expect(location.pathname).toBe("/thank-you");
    expect(Object.fromEntries(location.searchParams)).toEqual({ form: "lead", status: "invalid", field: "phone", back: "/contact" });
  });

  it("answers 429 on a burst from one client", async () => {
    const limited = createApp({ ...t.deps, config: { ...t.deps.config, formRateLimit: 2 } });
    await t.deps.db.execute(sql`delete from rate_limits where key like 'form:leads:%'`);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(limited).post("/api/leads").send(validLead())).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    const native = await request(limited).post("/api/leads").type("form").send(validLead());
    expect(native.status).toBe(303);
    expect(native.headers.location).toContain("status=limited");
    await t.deps.db.execute(sql`delete from rate_limits where key like 'form:leads:%'`);
  });
});
