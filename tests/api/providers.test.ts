import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { createApp } from "../../server/app";
import { providers } from "../../server/db/schema";
import { count, outboxRows, uniqueEmail } from "./capture-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ formRateLimit: 100_000 });
});
afterAll(() => t?.close());

function application(overrides: Record<string, unknown> = {}) {
  return {
    companyName: "Karoo Safety Training CC",
    contactName: "Johan van der Merwe",
    email: uniqueEmail("provider"),
    phone: "+27 21 555 0142",
    website: "www.karoosafety.co.za",
    serviceArea: "Western Cape",
    services: ["OHS Training", "Workplace Auditing"],
    certifications: "SAMTRAC; accredited training provider (QCTO)",
    companyDescription: "We train and audit construction and agricultural teams across the Western Cape since 2009.",
    ...overrides,
  };
}

describe(`POST /api/providers on ${engine}`, () => {
  it("stores a pending application and queues the applicant's confirmation and the company's notification", async () => {
    const body = application();
    const res = await request(t.app).post("/api/providers").send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "pending", message: "Thank you. Your application has been received." });
    const [row] = await t.deps.db.select().from(providers).where(eq(providers.id, res.body.id));
    expect(row).toMatchObject({
      companyName: body.companyName,
      email: body.email,
      website: "https://www.karoosafety.co.za",
      serviceArea: "Western Cape",
      services: ["OHS Training", "Workplace Auditing"],
      status: "pending",
    });
    const mails = await queryMailsFor(row!.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(["provider-confirmation", "provider-notification"]);
    expect(mails.find((m) => m.kind === "provider-confirmation")!.to).toBe(body.email);
    expect(mails.find((m) => m.kind === "provider-notification")!.to).toBe(t.deps.config.company.email);
  });

  it("answers 409 with a message for a known e-mail address, whatever its case", async () => {
    const body = application();
    expect((await request(t.app).post("/api/providers").send(body)).status).toBe(201);
    const before = await count(t.deps.db, "providers");
    const again = await request(t.app).post("/api/providers").send({ ...body, email: body.email.toUpperCase(), companyName: "Another name" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    expect(await count(t.deps.db, "providers")).toBe(before);

    const native = await request(t.app).post("/api/providers").type("form").send({ ...body, services: "OHS Training" });
    expect(native.status).toBe(303);
    expect(native.headers.location).toContain("status=duplicate");
  });

  it("answers 400 with a message per field", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ companyName: "" }, "companyName", "Please enter your company name"],
      [{ contactName: "A" }, "contactName", "Please enter the contact person's name (at least 2 characters)"],
      [{ email: "x@" }, "email", "Please enter a valid email address"],
      [{ phone: "abc" }, "phone", "Please enter a valid phone number"],
      [{ website: "not a site" }, "website", "Please enter a valid website address, for example https://www.example.co.za"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter a valid website address, for example https://www.example.co.za"],
      [{ serviceArea: "Atlantis" }, "serviceArea", "Please choose the province you mainly serve"],
      [{ services: [] }, "services", "Please choose at least one service"],
      [{ services: ["Gardening"] }, "services.0", "Please choose services from the list"],
      [{ companyDescription: "Short" }, "companyDescription", "Please describe your company (at least 20 characters)"],
    ];
    for (const [override, field, message] of cases) {
      const res = await request(t.app).post("/api/providers").send(application(override));
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it("accepts optional fields left empty, and a native form with several services", async () => {
    const json = await request(t.app).post("/api/providers").send(application({ website: "", certifications: "" }));
    expect(json.status).toBe(201);
    const [row] = await t.deps.db.select().from(providers).where(eq(providers.id, json.body.id));
    expect(row).toMatchObject({ website: null, certifications: null });

    const email = uniqueEmail("native-provider");
    const { services: _services, ...fields } = application({ email });
    const form = new URLSearchParams({ ...fields, renderedAt: String(Date.now() - 60_000) });
    form.append("services", "Safety Equipment");
    form.append("services", "Safety Consulting");
    const native = await request(t.app).post("/api/providers").type("form").send(form.toString());
    expect(native.status).toBe(303);
    expect(native.headers.location).toBe("/thank-you?form=provider&status=ok");
    const [stored] = await t.deps.db.select().from(providers).where(eq(providers.email, email));
    expect(stored!.services).toEqual(["Safety Equipment", "Safety Consulting"]);
  });

  it("answers spam like a success and stores nothing; 429 on a burst", async () => {
    const before = await count(t.deps.db, "providers");
    expect((await request(t.app).post("/api/providers").send(application({ homepage: "x" }))).status).toBe(201);
    expect((await request(t.app).post("/api/providers").send(application({ elapsedMs: "10" }))).status).toBe(201);
    expect(await count(t.deps.db, "providers")).toBe(before);

    const limited = createApp({ ...t.deps, config: { ...t.deps.config, formRateLimit: 1 } });
    await t.deps.db.execute(sql`delete from rate_limits where key like 'form:providers:%'`);
    expect((await request(limited).post("/api/providers").send(application())).status).toBe(201);
    const over = await request(limited).post("/api/providers").send(application());
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Too many attempts. Please wait a moment before trying again.");
    await t.deps.db.execute(sql`delete from rate_limits where key like 'form:providers:%'`);
  });
});

async function queryMailsFor(providerId: number) {
  return (await outboxRows(t.deps.db)).filter((m) => m.dedup_key.startsWith(`provider:${providerId}:`));
}
