import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessionCookieFor } from "../helpers/auth";
import { blogPosts, LEAD_STATUSES, leads, mailOutbox, PROVIDER_STATUSES, providers, subscribers, users } from "../../server/db/schema";
import * as shared from "../../app/lib/schemas/backoffice";
import { setUserAdmin, CANNOT_REVOKE_LAST, CANNOT_REVOKE_SELF } from "../../server/services/backoffice-users";
import { startOfWeekSast } from "../../server/services/backoffice-stats";
import { csvCell } from "../../server/services/csv";
import { csvRecords, parseCsv } from "./backoffice-csv";

let t: TestApp;
let admin: string;
let member: string;
let adminId: number;

const day = 24 * 3600_000;

async function userId(username: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function addLead(values: Partial<typeof leads.$inferInsert> & { name: string }) {
  const [row] = await t.deps.db
    .insert(leads)
    .values({ email: "lead@example.co.za", phone: "+27 82 555 0101", message: "We need first aid training for 12 staff.", ...values })
    .returning();
  return row!;
}

async function addProvider(values: Partial<typeof providers.$inferInsert> & { companyName: string; email: string }) {
  const [row] = await t.deps.db
    .insert(providers)
    .values({
      contactName: "Thandi Nkosi",
      phone: "+27 11 555 0199",
      serviceArea: "Gauteng",
      services: ["OHS Training"],
      companyDescription: "Accredited first aid and fire fighting training across Gauteng.",
      ...values,
    })
    .returning();
  return row!;
}

async function addSubscriber(email: string, values: Partial<typeof subscribers.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(subscribers)
    .values({ email, unsubscribeToken: crypto.randomBytes(24).toString("base64url"), source: "newsletter", ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookieFor(t.deps.db, { username: "boss", isAdmin: true });
  member = await sessionCookieFor(t.deps.db, { username: "waiting", isAdmin: false });
  adminId = await userId("boss");
});
afterAll(() => t?.close());

describe(`back office on ${engine}`, () => {
  describe("guard", () => {
    const endpoints: Array<[method: "get" | "patch" | "post", path: string]> = [
      ["get", "/api/admin/stats"],
      ["get", "/api/admin/leads"],
      ["get", "/api/admin/leads.csv"],
      ["get", "/api/admin/leads/1"],
      ["patch", "/api/admin/leads/1"],
      ["get", "/api/admin/providers"],
      ["patch", "/api/admin/providers/1"],
      ["get", "/api/admin/subscribers"],
      ["get", "/api/admin/subscribers.csv"],
      ["post", "/api/admin/subscribers/1/unsubscribe"],
      ["get", "/api/admin/users"],
      ["patch", "/api/admin/users/1"],
    ];
    it.each(endpoints)("%s %s answers 401 signed out and 403 without rights", async (method, path) => {
      const anonymous = await request(t.app)[method](path).send({});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: "Please log in to continue." });
      const noRights = await request(t.app)[method](path).set("Cookie", member).send({});
      expect(noRights.status).toBe(403);
      expect(noRights.body).toEqual({ message: "You need administrator rights for this." });
    });

    it("refuses a cross-site status change even with an admin cookie", async () => {
      const lead = await addLead({ name: "Cross Site" });
      const res = await request(t.app).patch(`/api/admin/leads/${lead.id}`).set("Cookie", admin).set("Sec-Fetch-Site", "cross-site").send({ status: "won" });
      expect(res.status).toBe(403);
      expect((await t.deps.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe("new");
    });
  });

  it("shares the status values with the database schema", () => {
    expect(shared.LEAD_STATUSES).toEqual(LEAD_STATUSES);
    expect(shared.PROVIDER_STATUSES).toEqual(PROVIDER_STATUSES);
  });

  describe("leads", () => {
    beforeEach(async () => {
      await t.deps.db.delete(leads);
    });

    it("lists newest first with paging", async () => {
      const now = Date.now();
      for (let i = 1; i <= 5; i++) await addLead({ name: `Lead ${i}`, createdAt: new Date(now - (6 - i) * 60_000) });
      const first = await request(t.app).get("/api/admin/leads?page=1&pageSize=2").set("Cookie", admin);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
      expect(first.body.items.map((lead: { name: string }) => lead.name)).toEqual(["Lead 5", "Lead 4"]);
      const last = await request(t.app).get("/api/admin/leads?page=3&pageSize=2").set("Cookie", admin);
      expect(last.body.items.map((lead: { name: string }) => lead.name)).toEqual(["Lead 1"]);
      const beyond = await request(t.app).get("/api/admin/leads?page=9&pageSize=2").set("Cookie", admin);
      expect(beyond.body.items).toEqual([]);
      expect(beyond.body.total).toBe(5);
    });

    it("searches name, email, company and message, ignoring case, with LIKE wildcards taken literally", async () => {
      await addLead({ name: "Sipho Dlamini", email: "sipho@mine.co.za", company: "Rand Gold Mining", message: "Need a 50% discount on working at heights" });
      await addLead({ name: "Anna Botha", email: "anna@build.co.za", company: "Botha Construction", message: "Scaffolding inspection for 5 sites" });
      const names = async (q: string) =>
        (await request(t.app).get(`/api/admin/leads?q=${encodeURIComponent(q)}`).set("Cookie", admin)).body.items.map((l: { name: string }) => l.name);
      expect(await names("sipho dlamini")).toEqual(["Sipho Dlamini"]);
      expect(await names("BUILD.CO.ZA")).toEqual(["Anna Botha"]);
      expect(await names("rand gold")).toEqual(["Sipho Dlamini"]);
      expect(await names("scaffolding")).toEqual(["Anna Botha"]);
      expect(await names("50%")).toEqual(["Sipho Dlamini"]);
      expect(await names("5_")).toEqual([]);
      expect(await names("%")).toEqual(["Sipho Dlamini"]);
      expect(await names("nobody")).toEqual([]);
    });

    it("filters by status and service, together with search", async () => {
      await addLead({ name: "Won Training", service: "OHS Training", status: "won" });
      await addLead({ name: "New Training", service: "OHS Training" });
      await addLead({ name: "New Audit", service: "Workplace Auditing" });
      const names = async (query: string) =>
        (await request(t.app).get(`/api/admin/leads?${query}`).set("Cookie", admin)).body.items.map((l: { name: string }) => l.name).sort();
      expect(await names("status=new")).toEqual(["New Audit", "New Training"]);
      expect(await names("service=OHS%20Training")).toEqual(["New Training", "Won Training"]);
      expect(await names("service=OHS%20Training&status=won")).toEqual(["Won Training"]);
      expect(await names("status=new&q=audit")).toEqual(["New Audit"]);
      expect(await names("status=&service=")).toHaveLength(3);
    });

    it.each([
      ["page=0", "Page must be a whole number from 1"],
      ["page=abc", "Page must be a whole number from 1"],
      ["page=1.5", "Page must be a whole number from 1"],
      ["pageSize=0", "Page size must be a whole number from 1"],
      ["pageSize=-5", "Page size must be a whole number from 1"],
      ["status=archived", "Status must be one of: new, contacted, won, lost"],
      ["service=Plumbing", "Please choose a service from the list"],
      [`q=${"x".repeat(201)}`, "Search must be at most 200 characters"],
      ["status=new&status=won", "Status must be one of: new, contacted, won, lost"],
    ])("answers ?%s with a JSON 400", async (query, message) => {
      const res = await request(t.app).get(`/api/admin/leads?${query}`).set("Cookie", admin);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it("caps the page size at 100", async () => {
      const res = await request(t.app).get("/api/admin/leads?pageSize=1000").set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.body.pageSize).toBe(100);
    });

    it("shows one lead with its message and source", async () => {
      const lead = await addLead({ name: "Detail Person", source: "training-finder", message: "Line one\nLine two" });
      const res = await request(t.app).get(`/api/admin/leads/${lead.id}`).set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: lead.id, name: "Detail Person", source: "training-finder", message: "Line one\nLine two", status: "new" });
      expect((await request(t.app).get("/api/admin/leads/999999").set("Cookie", admin)).status).toBe(404);
      expect((await request(t.app).get("/api/admin/leads/999999").set("Cookie", admin)).body).toEqual({ message: "This lead does not exist" });
      expect((await request(t.app).get("/api/admin/leads/abc").set("Cookie", admin)).status).toBe(400);
    });

    it("changes a lead's status and refuses unknown statuses", async () => {
      const lead = await addLead({ name: "Status Person" });
      const res = await request(t.app).patch(`/api/admin/leads/${lead.id}`).set("Cookie", admin).send({ status: "contacted" });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("contacted");
      const [stored] = await t.deps.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(stored!.status).toBe("contacted");
      expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(lead.updatedAt.getTime());

      const bad = await request(t.app).patch(`/api/admin/leads/${lead.id}`).set("Cookie", admin).send({ status: "archived" });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Status must be one of: new, contacted, won, lost");
      expect((await request(t.app).patch(`/api/admin/leads/${lead.id}`).set("Cookie", admin).send({})).status).toBe(400);
      const missing = await request(t.app).patch("/api/admin/leads/999999").set("Cookie", admin).send({ status: "won" });
      expect(missing.status).toBe(404);
    });

    it("exports the filtered leads as RFC 4180 CSV with a BOM, CRLF and formula protection", async () => {
      await addLead({
        name: 'Jan "JJ" van der Merwe',
        company: "Merwe, Sons & Co",
        email: "jan@merwe.co.za",
        phone: "+27 21 555 0123",
        service: "Safety Consulting",
        source: "training-finder",
        message: "Two lines:\r\nfirst, then \"second\"\nthird",
        createdAt: new Date("2025-03-14T08:30:00Z"),
      });
      await addLead({ name: "=HYPERLINK(\"http://evil\")", company: "@SUM(A1)", message: "-2+3 is a formula too", service: "OHS Training" });
      await addLead({ name: "Lost Lead", status: "lost", service: "Safety Consulting" });

      const res = await request(t.app).get("/api/admin/leads.csv").set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const parsed = parseCsv(res.text);
      expect(parsed.bom).toBe(true);
      expect(parsed.rows[0]).toEqual(["ID", "Received", "Name", "Email", "Phone", "Company", "Service", "Status", "Source", "Message"]);
      const records = csvRecords(res.text);
      expect(records).toHaveLength(3);
      const jan = records.find((r) => r.Email === "jan@merwe.co.za")!;
      expect(jan).toMatchObject({
        Name: 'Jan "JJ" van der Merwe',
        Company: "Merwe, Sons & Co",
        Phone: "'+27 21 555 0123",
        Service: "Safety Consulting",
        Status: "new",
        Source: "training-finder",
        Message: "Two lines:\r\nfirst, then \"second\"\nthird",
        Received: "2025-03-14 10:30",
      });
      const injected = records.find((r) => r.Service === "OHS Training")!;
      expect(injected.Name).toBe("'=HYPERLINK(\"http://evil\")");
      expect(injected.Company).toBe("'@SUM(A1)");
      expect(injected.Message).toBe("'-2+3 is a formula too");

      const filtered = csvRecords((await request(t.app).get("/api/admin/leads.csv?status=lost").set("Cookie", admin)).text);
      expect(filtered.map((r) => r.Name)).toEqual(["Lost Lead"]);
      const searched = csvRecords((await request(t.app).get("/api/admin/leads.csv?q=merwe").set("Cookie", admin)).text);
      expect(searched).toHaveLength(1);
      expect((await request(t.app).get("/api/admin/leads.csv?status=bogus").set("Cookie", admin)).status).toBe(400);
    });

    it("exports an empty list as just the header", async () => {
      const res = await request(t.app).get("/api/admin/leads.csv").set("Cookie", admin);
      expect(parseCsv(res.text).rows).toHaveLength(1);
    });
  });

  describe("csv cells", () => {
    it.each([
      ["plain", "plain"],
      ["a,b", '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ["two\nlines", '"two\nlines"'],
      ["=1+1", "'=1+1"],
      ["+27", "'+27"],
      ["-5", "'-5"],
      ["@cmd", "'@cmd"],
      ["\t=1", "'\t=1"],
      ["=a,b", "\"'=a,b\""],
      ["", ""],
    ])("%j becomes %j", (input, output) => {
      expect(csvCell(input)).toBe(output);
    });
    it("leaves numbers and empty values alone", () => {
      expect(csvCell(-5)).toBe("-5");
      expect(csvCell(null)).toBe("");
      expect(csvCell(undefined)).toBe("");
    });
  });

  describe("providers", () => {
    beforeEach(async () => {
      await t.deps.db.delete(mailOutbox);
      await t.deps.db.delete(providers);
    });

    it("lists applications, filters by status and searches", async () => {
      await addProvider({ companyName: "Pending Safety", email: "pending@example.co.za" });
      await addProvider({ companyName: "Approved Audits", email: "approved@example.co.za", status: "approved", serviceArea: "Western Cape" });
      await addProvider({ companyName: "Rejected Rescue", email: "rejected@example.co.za", status: "rejected" });
      const list = await request(t.app).get("/api/admin/providers").set("Cookie", admin);
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(3);
      const pending = await request(t.app).get("/api/admin/providers?status=pending").set("Cookie", admin);
      expect(pending.body.items.map((p: { companyName: string }) => p.companyName)).toEqual(["Pending Safety"]);
      const searched = await request(t.app).get("/api/admin/providers?q=western").set("Cookie", admin);
      expect(searched.body.items.map((p: { companyName: string }) => p.companyName)).toEqual(["Approved Audits"]);
      expect((await request(t.app).get("/api/admin/providers?status=maybe").set("Cookie", admin)).status).toBe(400);
      expect((await request(t.app).get("/api/admin/providers?pageSize=x").set("Cookie", admin)).status).toBe(400);
    });

    it("approves with a reason and queues the applicant's e-mail in the outbox", async () => {
      const provider = await addProvider({ companyName: "Hlanganani OHS", email: "apply@hlanganani.co.za" });
      const res = await request(t.app)
        .patch(`/api/admin/providers/${provider.id}`)
        .set("Cookie", admin)
        .send({ status: "approved", reason: "Your SAQA accreditation checked out." });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "approved", statusReason: "Your SAQA accreditation checked out." });
      const mails = await t.deps.db.select().from(mailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: "apply@hlanganani.co.za", kind: "provider-approved", status: "pending" });
      expect(mails[0]!.subject).toContain("approved");
      expect(mails[0]!.text).toContain("Dear Thandi Nkosi");
      expect(mails[0]!.text).toContain("Your SAQA accreditation checked out.");
      expect(mails[0]!.text).toContain("no monthly fees");

      const again = await request(t.app).patch(`/api/admin/providers/${provider.id}`).set("Cookie", admin).send({ status: "approved" });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("This application has already been approved.");
      expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(1);
    });

    it("rejects without a reason, and an empty reason is stored as none", async () => {
      const provider = await addProvider({ companyName: "Quick Fix", email: "quick@example.co.za" });
      const res = await request(t.app).patch(`/api/admin/providers/${provider.id}`).set("Cookie", admin).send({ status: "rejected", reason: "  " });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "rejected", statusReason: null });
      const [mail] = await t.deps.db.select().from(mailOutbox);
      expect(mail).toMatchObject({ to: "quick@example.co.za", kind: "provider-rejected" });
      expect(mail!.text).toContain("unable to approve");
      expect(mail!.html).toContain(">Dear Thandi Nkosi,</p>");
    });

    it("escapes the reason in the HTML e-mail", async () => {
      const provider = await addProvider({ companyName: "Escape Test", email: "escape@example.co.za" });
      await request(t.app).patch(`/api/admin/providers/${provider.id}`).set("Cookie", admin).send({ status: "rejected", reason: "<script>alert(1)</script>" });
      const [mail] = await t.deps.db.select().from(mailOutbox);
      expect(mail!.html).not.toContain("<script>");
      expect(mail!.html).toContain("&lt;script&gt;");
    });

    it("refuses bad decisions with a 400 and unknown applications with a 404, changing nothing", async () => {
      const provider = await addProvider({ companyName: "Bad Input", email: "bad@example.co.za" });
      const cases = [{ status: "pending" }, { status: "maybe" }, {}, { status: "approved", reason: "x".repeat(1001) }, { status: "approved", reason: 5 }];
      for (const body of cases) {
        const res = await request(t.app).patch(`/api/admin/providers/${provider.id}`).set("Cookie", admin).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(typeof res.body.message).toBe("string");
      }
      const missing = await request(t.app).patch("/api/admin/providers/999999").set("Cookie", admin).send({ status: "approved" });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This provider application does not exist");
      expect((await t.deps.db.select().from(providers).where(eq(providers.id, provider.id)))[0]!.status).toBe("pending");
      expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(0);
    });
  });

  describe("subscribers", () => {
    beforeEach(async () => {
      await t.deps.db.delete(subscribers);
    });

    it("lists, searches, filters and pages without exposing unsubscribe tokens", async () => {
      await addSubscriber("zanele@example.co.za", { name: "Zanele", createdAt: new Date(Date.now() - 2 * day) });
      await addSubscriber("pieter@example.co.za", { name: "Pieter", source: "checklist", createdAt: new Date(Date.now() - day) });
      await addSubscriber("gone@example.co.za", { unsubscribedAt: new Date() });
      const res = await request(t.app).get("/api/admin/subscribers?pageSize=2").set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, pageCount: 2 });
      expect(res.body.items.map((s: { email: string }) => s.email)).toEqual(["gone@example.co.za", "pieter@example.co.za"]);
      expect(JSON.stringify(res.body)).not.toMatch(/token/i);
      const active = await request(t.app).get("/api/admin/subscribers?status=active").set("Cookie", admin);
      expect(active.body.total).toBe(2);
      const unsubscribed = await request(t.app).get("/api/admin/subscribers?status=unsubscribed").set("Cookie", admin);
      expect(unsubscribed.body.items.map((s: { email: string }) => s.email)).toEqual(["gone@example.co.za"]);
      const searched = await request(t.app).get("/api/admin/subscribers?q=ZANELE").set("Cookie", admin);
      expect(searched.body.items.map((s: { email: string }) => s.email)).toEqual(["zanele@example.co.za"]);
      expect((await request(t.app).get("/api/admin/subscribers?page=-1").set("Cookie", admin)).status).toBe(400);
      expect((await request(t.app).get("/api/admin/subscribers?status=all").set("Cookie", admin)).status).toBe(400);
    });

    it("exports subscribers as CSV", async () => {
      await addSubscriber("first@example.co.za", { name: "Naledi, Safety Officer" });
      await addSubscriber("second@example.co.za", { name: "=cmd|' /C calc'!A0", unsubscribedAt: new Date() });
      const res = await request(t.app).get("/api/admin/subscribers.csv").set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
      const parsed = parseCsv(res.text);
      expect(parsed.bom).toBe(true);
      expect(parsed.rows[0]).toEqual(["ID", "Email", "Name", "Source", "Subscribed", "Status", "Unsubscribed"]);
      const records = csvRecords(res.text);
      expect(records.find((r) => r.Email === "first@example.co.za")).toMatchObject({ Name: "Naledi, Safety Officer", Status: "Active", Unsubscribed: "" });
      expect(records.find((r) => r.Email === "second@example.co.za")).toMatchObject({ Name: "'=cmd|' /C calc'!A0", Status: "Unsubscribed" });
      const active = csvRecords((await request(t.app).get("/api/admin/subscribers.csv?status=active").set("Cookie", admin)).text);
      expect(active.map((r) => r.Email)).toEqual(["first@example.co.za"]);
    });

    it("unsubscribes a subscriber once, keeping the first date", async () => {
      const subscriber = await addSubscriber("leaving@example.co.za");
      const res = await request(t.app).post(`/api/admin/subscribers/${subscriber.id}/unsubscribe`).set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.body.unsubscribedAt).toEqual(expect.any(String));
      const [stored] = await t.deps.db.select().from(subscribers).where(eq(subscribers.id, subscriber.id));
      expect(stored!.unsubscribedAt).toBeInstanceOf(Date);
      const again = await request(t.app).post(`/api/admin/subscribers/${subscriber.id}/unsubscribe`).set("Cookie", admin);
      expect(again.status).toBe(200);
      expect(again.body.unsubscribedAt).toBe(res.body.unsubscribedAt);
      const missing = await request(t.app).post("/api/admin/subscribers/999999/unsubscribe").set("Cookie", admin);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This subscriber does not exist");
      expect((await request(t.app).post("/api/admin/subscribers/0/unsubscribe").set("Cookie", admin)).status).toBe(400);
    });
  });

  describe("users", () => {
    it("lists accounts without password hashes, waiting accounts first", async () => {
      const res = await request(t.app).get("/api/admin/users").set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThanOrEqual(2);
      expect(res.body.items[0]).toEqual({ id: expect.any(Number), username: expect.any(String), email: null, isAdmin: false, createdAt: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toContain("not-a-real-hash");
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
      const admins = await request(t.app).get("/api/admin/users?role=admin").set("Cookie", admin);
      expect(admins.body.items.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
      const searched = await request(t.app).get("/api/admin/users?q=wait").set("Cookie", admin);
      expect(searched.body.items.map((u: { username: string }) => u.username)).toEqual(["waiting"]);
      expect((await request(t.app).get("/api/admin/users?role=owner").set("Cookie", admin)).status).toBe(400);
    });

    it("grants and revokes rights, which take effect on the next request", async () => {
      const newcomer = await sessionCookieFor(t.deps.db, { username: "newcomer", isAdmin: false });
      const id = await userId("newcomer");
      expect((await request(t.app).get("/api/admin/stats").set("Cookie", newcomer)).status).toBe(403);
      const grant = await request(t.app).patch(`/api/admin/users/${id}`).set("Cookie", admin).send({ isAdmin: true });
      expect(grant.status).toBe(200);
      expect(grant.body).toMatchObject({ id, username: "newcomer", isAdmin: true });
      expect(grant.body).not.toHaveProperty("password");
      expect((await request(t.app).get("/api/admin/stats").set("Cookie", newcomer)).status).toBe(200);
      const revoke = await request(t.app).patch(`/api/admin/users/${id}`).set("Cookie", admin).send({ isAdmin: false });
      expect(revoke.status).toBe(200);
      expect(revoke.body.isAdmin).toBe(false);
      expect((await request(t.app).get("/api/admin/stats").set("Cookie", newcomer)).status).toBe(403);
    });

    it("never lets an administrator revoke their own rights", async () => {
      const res = await request(t.app).patch(`/api/admin/users/${adminId}`).set("Cookie", admin).send({ isAdmin: false });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: CANNOT_REVOKE_SELF });
      expect((await t.deps.db.select().from(users).where(eq(users.id, adminId)))[0]!.isAdmin).toBe(true);
      // Granting what one already has is harmless.
      expect((await request(t.app).patch(`/api/admin/users/${adminId}`).set("Cookie", admin).send({ isAdmin: true })).status).toBe(200);
    });

    it("never removes the last administrator", async () => {
      const waitingId = await userId("waiting");
      await expect(setUserAdmin(t.deps.db, waitingId, adminId, false)).rejects.toMatchObject({ status: 409, message: CANNOT_REVOKE_LAST });
      expect((await t.deps.db.select().from(users).where(eq(users.id, adminId)))[0]!.isAdmin).toBe(true);
    });

    it("leaves one administrator when the last two revoke each other at the same moment", async () => {
      const alpha = await sessionCookieFor(t.deps.db, { username: "alpha", isAdmin: true });
      const beta = await sessionCookieFor(t.deps.db, { username: "beta", isAdmin: true });
      const [alphaId, betaId] = [await userId("alpha"), await userId("beta")];
      await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, adminId));
      try {
        const results = await Promise.all([
          request(t.app).patch(`/api/admin/users/${betaId}`).set("Cookie", alpha).send({ isAdmin: false }),
          request(t.app).patch(`/api/admin/users/${alphaId}`).set("Cookie", beta).send({ isAdmin: false }),
        ]);
        const statuses = results.map((res) => res.status).sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const remaining = await t.deps.db.select().from(users).where(eq(users.isAdmin, true));
        expect(remaining.map((u) => u.username)).toHaveLength(1);
      } finally {
        await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
        await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, alphaId));
        await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, betaId));
      }
    });

    it("refuses bad input and unknown accounts", async () => {
      const waitingId = await userId("waiting");
      for (const body of [{}, { isAdmin: "yes" }, { isAdmin: 1 }]) {
        const res = await request(t.app).patch(`/api/admin/users/${waitingId}`).set("Cookie", admin).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("isAdmin must be true or false");
      }
      const missing = await request(t.app).patch("/api/admin/users/999999").set("Cookie", admin).send({ isAdmin: true });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This account does not exist");
    });
  });

  describe("stats", () => {
    it("counts this week's leads, pending applications, active subscribers and published posts", async () => {
      await t.deps.db.delete(leads);
      await t.deps.db.delete(mailOutbox);
      await t.deps.db.delete(providers);
      await t.deps.db.delete(subscribers);
      await t.deps.db.delete(blogPosts);
      const weekStart = startOfWeekSast();
      await addLead({ name: "This week", createdAt: new Date(weekStart.getTime() + 60_000) });
      await addLead({ name: "Also this week", status: "won" });
      await addLead({ name: "Last week", createdAt: new Date(weekStart.getTime() - 60_000) });
      await addProvider({ companyName: "Waiting One", email: "w1@example.co.za" });
      await addProvider({ companyName: "Done One", email: "d1@example.co.za", status: "approved" });
      await addSubscriber("on@example.co.za");
      await addSubscriber("off@example.co.za", { unsubscribedAt: new Date() });
      await t.deps.db.insert(blogPosts).values([
        { title: "Published post", slug: "published-post", excerpt: "An excerpt here", content: "Body", published: true, publishedAt: new Date() },
        { title: "Draft post", slug: "draft-post", excerpt: "An excerpt here", content: "Body" },
      ]);
      const res = await request(t.app).get("/api/admin/stats").set("Cookie", admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ newLeadsThisWeek: 2, pendingProviders: 1, activeSubscribers: 1, publishedPosts: 1, weekStart: weekStart.toISOString() });
      expect(res.body.accountsAwaitingApproval).toBeGreaterThanOrEqual(1);
    });

    it("starts the week on Monday 00:00 South African time", () => {
      // Sunday 23:30 SAST is still last week; Monday 00:00 SAST is 22:00 UTC on Sunday.
      expect(startOfWeekSast(new Date("2025-03-16T21:30:00Z")).toISOString()).toBe("2025-03-09T22:00:00.000Z");
      expect(startOfWeekSast(new Date("2025-03-16T22:00:00Z")).toISOString()).toBe("2025-03-16T22:00:00.000Z");
      expect(startOfWeekSast(new Date("2025-03-19T12:00:00Z")).toISOString()).toBe("2025-03-16T22:00:00.000Z");
    });
  });
});
