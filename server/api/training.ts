import { Router, type Request } from "express";
import type { AppDeps } from "../deps";
import { requireAdmin } from "../auth/guard";
import { HttpError, parseId, parseWith } from "./errors";
import { courseSchema, industrySchema, jobRoleSchema, requirementSchema } from "../../app/lib/schemas/training";
import * as training from "../services/training";

/** /api/training/* (public reads, SPEC §7) and /api/admin/training/* (admin writes, DESIGN decision 10). */
export function createTrainingRouter({ db }: AppDeps): Router {
  const router = Router();

  router.get("/training/industries", async (_req, res) => {
    res.json(await training.listIndustries(db));
  });

  router.get("/training/job-roles", async (_req, res) => {
    res.json(await training.listJobRoles(db));
  });

  router.get("/training/job-roles/industry/:industryId", async (req, res) => {
    const roles = await training.listJobRolesForIndustry(db, parseId(req.params.industryId, "industry id"));
    if (!roles) throw new HttpError(404, "Industry not found");
    res.json(roles);
  });

  router.get("/training/courses", async (_req, res) => {
    res.json(await training.listCourses(db));
  });

  router.get("/training/requirements", async (_req, res) => {
    res.json(await training.listRequirements(db));
  });

  router.get("/training/finder/job-role/:jobRoleId", async (req, res) => {
    const result = await training.findTrainingForJobRole(db, parseId(req.params.jobRoleId, "job role id"));
    if (!result) throw new HttpError(404, "Job role not found");
    res.json(result);
  });

  const admin = Router();
  admin.use(requireAdmin);
  const id = (req: Request) => parseId(req.params.id);

  admin.post("/courses", async (req, res) => {
    res.status(201).json(await training.createCourse(db, parseWith(courseSchema, req.body)));
  });
  admin.put("/courses/:id", async (req, res) => {
    const courseId = id(req);
    res.json(await training.updateCourse(db, courseId, parseWith(courseSchema, req.body)));
  });
  admin.delete("/courses/:id", async (req, res) => {
    await training.deleteCourse(db, id(req));
    res.status(204).end();
  });

  admin.post("/industries", async (req, res) => {
    res.status(201).json(await training.createIndustry(db, parseWith(industrySchema, req.body)));
  });
  admin.put("/industries/:id", async (req, res) => {
    const industryId = id(req);
    res.json(await training.updateIndustry(db, industryId, parseWith(industrySchema, req.body)));
  });
  admin.delete("/industries/:id", async (req, res) => {
    await training.deleteIndustry(db, id(req));
    res.status(204).end();
  });

  admin.post("/job-roles", async (req, res) => {
    res.status(201).json(await training.createJobRole(db, parseWith(jobRoleSchema, req.body)));
  });
  admin.put("/job-roles/:id", async (req, res) => {
    const jobRoleId = id(req);
    res.json(await training.updateJobRole(db, jobRoleId, parseWith(jobRoleSchema, req.body)));
  });
  admin.delete("/job-roles/:id", async (req, res) => {
    await training.deleteJobRole(db, id(req));
    res.status(204).end();
  });

  admin.post("/requirements", async (req, res) => {
    res.status(201).json(await training.createRequirement(db, parseWith(requirementSchema, req.body)));
  });
  admin.put("/requirements/:id", async (req, res) => {
    const requirementId = id(req);
    res.json(await training.updateRequirement(db, requirementId, parseWith(requirementSchema, req.body)));
  });
  admin.delete("/requirements/:id", async (req, res) => {
    await training.deleteRequirement(db, id(req));
    res.status(204).end();
  });

  router.use("/admin/training", admin);
  return router;
}
