// The training data admin API: SPEC §7 POSTs plus PUT and DELETE (DESIGN decision 10).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessionCookieFor } from "../helpers/auth";

let t: TestApp;
let admin: string;
let member: string;

const course = {
  name: "Rope Access Technician",
  description: "Rope access methods, rigging anchors and rescue for work on structures and cliffs.",
  duration: "5 days",
  level: "Level 1",
  category: "Working at Heights",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookieFor(t.deps.db, { username: "admin", isAdmin: true });
  member = await sessionCookieFor(t.deps.db, { username: "waiting", isAdmin: false });
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, cookie = admin) => request(t.app).post(`/api/admin/training/${path}`).set("Cookie", cookie).send(body as object);
const put = (path: string, body: unknown, cookie = admin) => request(t.app).put(`/api/admin/training/${path}`).set("Cookie", cookie).send(body as object);
const del = (path: string, cookie = admin) => request(t.app).delete(`/api/admin/training/${path}`).set("Cookie", cookie);

describe(`training admin API on ${engine}`, () => {
  it("refuses anonymous visitors with 401 and non-admins with 403 on every write", async () => {
    for (const kind of ["courses", "industries", "job-roles", "requirements"]) {
      const anonymous = await request(t.app).post(`/api/admin/training/${kind}`).send({});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBeTruthy();
      expect((await request(t.app).put(`/api/admin/training/${kind}/1`).send({})).status).toBe(401);
      expect((await request(t.app).delete(`/api/admin/training/${kind}/1`)).status).toBe(401);
      const forbidden = await post(kind, {}, member);
      expect(forbidden.status).toBe(403);
      expect((await put(`${kind}/1`, {}, member)).status).toBe(403);
      expect((await del(`${kind}/1`, member)).status).toBe(403);
    }
  });

  it("creates, updates and deletes a course", async () => {
    const created = await post("courses", course);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), ...course });

    const listed = await request(t.app).get("/api/training/courses");
    expect(listed.body.map((c: { name: string }) => c.name)).toContain(course.name);

    const updated = await put(`courses/${created.body.id}`, { ...course, duration: "4 days" });
    expect(updated.status).toBe(200);
    expect(updated.body.duration).toBe("4 days");

    const removed = await del(`courses/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await del(`courses/${created.body.id}`)).status).toBe(404);
  });

  it("validates payloads with the SPEC §5 rules and answers 400 with field errors", async () => {
    const missing = await post("courses", { ...course, name: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Course name is required");
    expect(missing.body.errors.name).toBe("Course name is required");

    const noIndustry = await post("job-roles", { title: "Welder" });
    expect(noIndustry.status).toBe(400);
    expect(noIndustry.body.errors.industryId).toBe("Please select an industry");

    const notNumeric = await post("job-roles", { title: "Welder", industryId: "abc" });
    expect(notNumeric.status).toBe(400);

    const neither = await post("requirements", { jobRoleId: 1, trainingCourseId: 1, isRequired: false, isRecommended: false });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe("Mark the course as required, recommended or both");

    const notAnObject = await request(t.app).post("/api/admin/training/industries").set("Cookie", admin).set("Content-Type", "application/json").send("[1,2]");
    expect(notAnObject.status).toBe(400);

    const malformedId = await put("courses/abc", course);
    expect(malformedId.status).toBe(400);
    const unknownId = await put("courses/999999", course);
    expect(unknownId.status).toBe(404);
    expect(unknownId.body.message).toBe("Training course not found");
  });

  it("keeps industry names unique, case-insensitively, with a 409", async () => {
    const first = await post("industries", { name: "Aviation", description: "Airports, airlines and maintenance organisations." });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), name: "Aviation", description: "Airports, airlines and maintenance organisations." });
    const again = await post("industries", { name: "aviation " });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("An industry with this name already exists");

    const other = await post("industries", { name: "Security Services", description: "" });
    expect(other.body.description).toBeNull();
    const renameClash = await put(`industries/${other.body.id}`, { name: "Aviation" });
    expect(renameClash.status).toBe(409);
    const rename = await put(`industries/${other.body.id}`, { name: "Private Security", description: "Guarding and armed response." });
    expect(rename.status).toBe(200);
    expect(rename.body.name).toBe("Private Security");
  });

  it("links a job role to an existing industry only, and refuses to delete an industry in use", async () => {
    const unknownIndustry = await post("job-roles", { title: "Aircraft Refueller", industryId: 999999 });
    expect(unknownIndustry.status).toBe(400);
    expect(unknownIndustry.body.message).toBe("The selected industry does not exist");

    const industry = (await post("industries", { name: "Ports and Harbours" })).body;
    const roles = [];
    for (const title of ["Stevedore", "Straddle Carrier Operator", "Marine Pilot"]) {
      const res = await post("job-roles", { title, industryId: String(industry.id), description: "" });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), title, industryId: industry.id, description: null });
      roles.push(res.body);
    }
    const byIndustry = await request(t.app).get(`/api/training/job-roles/industry/${industry.id}`);
    expect(byIndustry.body.map((role: { title: string }) => role.title)).toEqual(["Marine Pilot", "Stevedore", "Straddle Carrier Operator"]);

    const refused = await del(`industries/${industry.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This industry is still used by 3 job roles");

    const moved = await put(`job-roles/${roles[2].id}`, { title: "Marine Pilot", industryId: 999999 });
    expect(moved.status).toBe(400);

    for (const role of roles) expect((await del(`job-roles/${role.id}`)).status).toBe(204);
    expect((await del(`industries/${industry.id}`)).status).toBe(204);
    expect((await request(t.app).get(`/api/training/job-roles/industry/${industry.id}`)).status).toBe(404);
  });

  it("requires a job role and course pair at most once, and refuses to delete rows a requirement uses", async () => {
    const industry = (await post("industries", { name: "Film and Events" })).body;
    const role = (await post("job-roles", { title: "Rigger", industryId: industry.id })).body;
    const rope = (await post("courses", course)).body;
    const heights = (await post("courses", { ...course, name: "Working at Heights" })).body;

    const created = await post("requirements", { jobRoleId: role.id, trainingCourseId: rope.id, frequency: "Every 3 years", legalReference: "" });
    expect(created.status).toBe(201);
    // SPEC §5 defaults: required true, recommended false; blank optional text is stored as null.
    expect(created.body).toEqual({
      id: expect.any(Number),
      jobRoleId: role.id,
      trainingCourseId: rope.id,
      isRequired: true,
      isRecommended: false,
      frequency: "Every 3 years",
      legalReference: null,
    });

    const duplicate = await post("requirements", { jobRoleId: role.id, trainingCourseId: rope.id, isRequired: false, isRecommended: true });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("This training course is already a requirement for this job role");

    const second = (await post("requirements", { jobRoleId: role.id, trainingCourseId: heights.id, isRequired: false, isRecommended: true })).body;
    const clash = await put(`requirements/${second.id}`, { jobRoleId: role.id, trainingCourseId: rope.id, isRequired: true });
    expect(clash.status).toBe(409);

    const unknownRole = await post("requirements", { jobRoleId: 999999, trainingCourseId: rope.id });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.message).toBe("The selected job role does not exist");
    const unknownCourse = await post("requirements", { jobRoleId: role.id, trainingCourseId: 999999 });
    expect(unknownCourse.status).toBe(400);
    expect(unknownCourse.body.message).toBe("The selected training course does not exist");

    const finder = await request(t.app).get(`/api/training/finder/job-role/${role.id}`);
    expect(finder.body.requiredTrainings.map((c: { name: string }) => c.name)).toEqual([course.name]);
    expect(finder.body.recommendedTrainings.map((c: { name: string }) => c.name)).toEqual(["Working at Heights"]);

    const courseInUse = await del(`courses/${rope.id}`);
    expect(courseInUse.status).toBe(409);
    expect(courseInUse.body.message).toBe("This training course is still used by 1 training requirement");
    const roleInUse = await del(`job-roles/${role.id}`);
    expect(roleInUse.status).toBe(409);
    expect(roleInUse.body.message).toBe("This job role is still used by 2 training requirements");

    const edited = await put(`requirements/${second.id}`, { jobRoleId: role.id, trainingCourseId: heights.id, isRequired: true, isRecommended: false, legalReference: "Construction Regulations, 2014, reg 10" });
    expect(edited.status).toBe(200);
    expect(edited.body.legalReference).toBe("Construction Regulations, 2014, reg 10");

    expect((await del(`requirements/${created.body.id}`)).status).toBe(204);
    expect((await del(`requirements/${second.id}`)).status).toBe(204);
    expect((await del(`requirements/${second.id}`)).status).toBe(404);
    expect((await del(`courses/${rope.id}`)).status).toBe(204);
    expect((await del(`job-roles/${role.id}`)).status).toBe(204);
  });
});
