// The public training API (SPEC §7) and the seeded South African reference data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { seedDatabase, seedSets } from "../../server/db/seed";
import type { FinderResult, Industry, JobRole, TrainingCourse, TrainingRequirement } from "../../app/lib/schemas/training";

let t: TestApp;
let industryList: Industry[];
let roleList: JobRole[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.deps.db, seedSets.filter((set) => set.key.startsWith("seed:training")));
  industryList = (await request(t.app).get("/api/training/industries")).body;
  roleList = (await request(t.app).get("/api/training/job-roles")).body;
});
afterAll(() => t?.close());

const industryNamed = (name: string) => industryList.find((industry) => industry.name === name)!;
const roleIn = (industry: string, title: string) => roleList.find((role) => role.title === title && role.industryId === industryNamed(industry).id)!;

describe(`training read API on ${engine}`, () => {
  it("lists industries with id, name and description, sorted by name", async () => {
    const res = await request(t.app).get("/api/training/industries");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(Object.keys(res.body[0]).sort()).toEqual(["description", "id", "name"]);
    const names = (res.body as Industry[]).map((industry) => industry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("lists job roles, courses and requirements with the SPEC §7 fields", async () => {
    const roles = await request(t.app).get("/api/training/job-roles");
    expect(roles.status).toBe(200);
    expect(Object.keys(roles.body[0]).sort()).toEqual(["description", "id", "industryId", "title"]);

    const courses = await request(t.app).get("/api/training/courses");
    expect(courses.status).toBe(200);
    expect(Object.keys(courses.body[0]).sort()).toEqual(["category", "description", "duration", "id", "level", "name"]);

    const requirements = await request(t.app).get("/api/training/requirements");
    expect(requirements.status).toBe(200);
    expect(Object.keys(requirements.body[0]).sort()).toEqual([
      "frequency",
      "id",
      "isRecommended",
      "isRequired",
      "jobRoleId",
      "legalReference",
      "trainingCourseId",
    ]);
  });

  it("lists the job roles of one industry only", async () => {
    const mining = industryNamed("Mining");
    const res = await request(t.app).get(`/api/training/job-roles/industry/${mining.id}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    expect((res.body as JobRole[]).every((role) => role.industryId === mining.id)).toBe(true);
    expect((res.body as JobRole[]).map((role) => role.title)).toContain("Trackless Mobile Machinery Operator");
  });

  it("answers the finder with required and recommended courses for a job role", async () => {
    const forklift = roleIn("Transport and Logistics", "Warehouse Forklift Operator");
    const res = await request(t.app).get(`/api/training/finder/job-role/${forklift.id}`);
    expect(res.status).toBe(200);
    const body = res.body as FinderResult;
    expect(body.industry).toBe("Transport and Logistics");
    expect(body.jobRole).toBe("Warehouse Forklift Operator");
    const liftTruck = body.requiredTrainings.find((course) => course.name.startsWith("Lift Truck Operator"));
    expect(liftTruck).toMatchObject({ category: "Mobile Equipment", level: expect.any(String), duration: expect.any(String), description: expect.any(String) });
    expect(liftTruck!.legalReference).toContain("Driven Machinery Regulations, 2015, reg 23");
    expect(body.recommendedTrainings.map((course) => course.name)).toContain("First Aid Level 1");
    expect(body.requiredTrainings.map((course) => course.name)).not.toContain("First Aid Level 1");
    for (const course of [...body.requiredTrainings, ...body.recommendedTrainings]) {
      expect(Object.keys(course).sort()).toEqual(["category", "description", "duration", "frequency", "id", "legalReference", "level", "name"]);
    }
  });

  it("answers an unknown id with 404 and a malformed one with 400, as JSON", async () => {
    for (const path of ["/api/training/job-roles/industry/999999", "/api/training/finder/job-role/999999"]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not found/);
    }
    for (const path of ["/api/training/job-roles/industry/abc", "/api/training/finder/job-role/-1", "/api/training/finder/job-role/1e3", "/api/training/finder/job-role/0"]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid/);
    }
  });

  it("lists a role with no requirements with two empty lists", async () => {
    const industry = industryNamed("Retail");
    const [role] = await t.deps.db
      .insert((await import("../../server/db/schema")).jobRoles)
      .values({ title: "Visual Merchandiser", industryId: industry.id })
      .returning();
    const res = await request(t.app).get(`/api/training/finder/job-role/${role!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ industry: "Retail", jobRole: "Visual Merchandiser", requiredTrainings: [], recommendedTrainings: [] });
  });
});

describe("seeded South African reference data", () => {
  it("has at least 10 industries, 40 job roles and 30 courses", async () => {
    const courses: TrainingCourse[] = (await request(t.app).get("/api/training/courses")).body;
    const names = industryList.map((industry) => industry.name);
    for (const name of [
      "Construction",
      "Mining",
      "Manufacturing",
      "Agriculture",
      "Retail",
      "Hospitality",
      "Healthcare",
      "Transport and Logistics",
      "Energy and Utilities",
      "Office and Professional Services",
    ]) {
      expect(names).toContain(name);
    }
    expect(roleList.length).toBeGreaterThanOrEqual(40);
    expect(courses.length).toBeGreaterThanOrEqual(30);
    const courseNames = courses.map((course) => course.name);
    for (const name of [
      "First Aid Level 1",
      "First Aid Level 2",
      "First Aid Level 3",
      "Basic Fire Fighting",
      "SHE Representative",
      "Incident Investigation",
      "Hazard Identification and Risk Assessment (HIRA)",
      "Working at Heights and Fall Arrest",
      "Scaffold Erecting",
      "Confined Space Entry",
      "Lift Truck Operator (Counterbalance)",
      "Construction Health and Safety Officer",
      "Hazardous Chemical Agents (HCA) Awareness",
      "Electrical Safety (Low Voltage)",
    ]) {
      expect(courseNames).toContain(name);
    }
  });

  it("gives every job role at least one required course, a renewal frequency and a legal reference", async () => {
    const requirements: TrainingRequirement[] = (await request(t.app).get("/api/training/requirements")).body;
    const seededRoles = roleList.filter((role) => role.title !== "Visual Merchandiser");
    for (const role of seededRoles) {
      const own = requirements.filter((requirement) => requirement.jobRoleId === role.id);
      expect(own.some((requirement) => requirement.isRequired), role.title).toBe(true);
      for (const requirement of own.filter((r) => r.isRequired)) {
        expect(requirement.frequency, role.title).toBeTruthy();
        expect(requirement.legalReference, role.title).toBeTruthy();
      }
    }
  });

  it("cites the right law for well-known duties", async () => {
    const cite = async (industry: string, role: string, course: string) => {
      const body: FinderResult = (await request(t.app).get(`/api/training/finder/job-role/${roleIn(industry, role).id}`)).body;
      return [...body.requiredTrainings, ...body.recommendedTrainings].find((c) => c.name === course)?.legalReference ?? "";
    };
    expect(await cite("Office and Professional Services", "Workplace First Aider", "First Aid Level 1")).toContain("General Safety Regulations, reg 3");
    expect(await cite("Manufacturing", "Health and Safety Representative", "SHE Representative")).toMatch(/Act 85 of 1993, s17 .* s18/);
    expect(await cite("Construction", "Scaffold Erector", "Scaffold Erecting")).toContain("Construction Regulations, 2014, reg 16");
    expect(await cite("Construction", "Scaffold Erector", "Working at Heights and Fall Arrest")).toContain("Construction Regulations, 2014, reg 10");
    expect(await cite("Construction", "Construction Health and Safety Officer", "Construction Health and Safety Officer")).toContain("Construction Regulations, 2014, reg 8");
    expect(await cite("Energy and Utilities", "Water and Wastewater Process Controller", "Confined Space Entry")).toContain("General Safety Regulations, reg 5");
    expect(await cite("Manufacturing", "Chemical Process Operator", "Hazardous Chemical Agents (HCA) Awareness")).toContain("Hazardous Chemical Agents, 2021");
    expect(await cite("Energy and Utilities", "Electrician", "Electrical Safety (Low Voltage)")).toContain("Electrical Installation Regulations, 2009");
  });

  it("cites only the Mine Health and Safety Act for mining roles (the OHS Act does not apply at mines)", async () => {
    const mining = industryNamed("Mining");
    for (const role of roleList.filter((r) => r.industryId === mining.id)) {
      const body: FinderResult = (await request(t.app).get(`/api/training/finder/job-role/${role.id}`)).body;
      for (const course of [...body.requiredTrainings, ...body.recommendedTrainings]) {
        expect(course.legalReference, `${role.title}: ${course.name}`).toMatch(/^Mine Health and Safety Act 29 of 1996/);
      }
    }
  });
});
