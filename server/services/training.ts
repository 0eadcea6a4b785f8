// Training reference data: the one place its rules live, used by the /api/training routers
// and by the finder's loader. Errors carry the status and message the client should see.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { industries, jobRoles, trainingCourses, trainingRequirements } from "../db/schema";
import { HttpError, pgErrorCode } from "../api/errors";
import type {
  FinderCourse,
  FinderResult,
  Industry,
  JobRole,
  TrainingCourse,
  TrainingRequirement,
  courseSchema,
  industrySchema,
  jobRoleSchema,
  requirementSchema,
} from "../../app/lib/schemas/training";

type CourseData = z.output<typeof courseSchema>;
type IndustryData = z.output<typeof industrySchema>;
type JobRoleData = z.output<typeof jobRoleSchema>;
type RequirementData = z.output<typeof requirementSchema>;

const industryColumns = { id: industries.id, name: industries.name, description: industries.description };
const jobRoleColumns = { id: jobRoles.id, title: jobRoles.title, industryId: jobRoles.industryId, description: jobRoles.description };
const courseColumns = {
  id: trainingCourses.id,
  name: trainingCourses.name,
  description: trainingCourses.description,
  duration: trainingCourses.duration,
  level: trainingCourses.level,
  category: trainingCourses.category,
};
const requirementColumns = {
  id: trainingRequirements.id,
  jobRoleId: trainingRequirements.jobRoleId,
  trainingCourseId: trainingRequirements.trainingCourseId,
  isRequired: trainingRequirements.isRequired,
  isRecommended: trainingRequirements.isRecommended,
  frequency: trainingRequirements.frequency,
  legalReference: trainingRequirements.legalReference,
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Runs a write, turning the constraint errors a concurrent request can still cause into clear 409s. */
async function guarded<T>(write: () => Promise<T>, messages: { unique?: string; foreignKey: string }): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23505" && messages.unique) throw new HttpError(409, messages.unique);
    if (code === "23503") throw new HttpError(409, messages.foreignKey);
    throw error;
  }
}

// ---------------------------------------------------------------- reads

export function listIndustries(db: Database): Promise<Industry[]> {
  return db.select(industryColumns).from(industries).orderBy(asc(industries.name));
}

export async function getIndustry(db: Database, id: number): Promise<Industry | null> {
  const [row] = await db.select(industryColumns).from(industries).where(eq(industries.id, id));
  return row ?? null;
}

export function listJobRoles(db: Database): Promise<JobRole[]> {
  return db.select(jobRoleColumns).from(jobRoles).orderBy(asc(jobRoles.title), asc(jobRoles.id));
}

/** Job roles of one industry; null when the industry does not exist. */
export async function listJobRolesForIndustry(db: Database, industryId: number): Promise<JobRole[] | null> {
  if (!(await getIndustry(db, industryId))) return null;
  return db.select(jobRoleColumns).from(jobRoles).where(eq(jobRoles.industryId, industryId)).orderBy(asc(jobRoles.title), asc(jobRoles.id));
}

export async function getJobRole(db: Database, id: number): Promise<JobRole | null> {
  const [row] = await db.select(jobRoleColumns).from(jobRoles).where(eq(jobRoles.id, id));
  return row ?? null;
}

export function listCourses(db: Database): Promise<TrainingCourse[]> {
  return db.select(courseColumns).from(trainingCourses).orderBy(asc(trainingCourses.name), asc(trainingCourses.id));
}

export function listRequirements(db: Database): Promise<TrainingRequirement[]> {
  return db.select(requirementColumns).from(trainingRequirements).orderBy(asc(trainingRequirements.jobRoleId), asc(trainingRequirements.id));
}

/**
 * The finder's answer for one job role (SPEC §3); null when the role does not exist.
 * A course marked both required and recommended is listed once, as required.
 */
export async function findTrainingForJobRole(db: Database, jobRoleId: number): Promise<FinderResult | null> {
  const [role] = await db
    .select({ title: jobRoles.title, industry: industries.name })
    .from(jobRoles)
    .innerJoin(industries, eq(industries.id, jobRoles.industryId))
    .where(eq(jobRoles.id, jobRoleId));
  if (!role) return null;
  const rows = await db
    .select({
      ...courseColumns,
      isRequired: trainingRequirements.isRequired,
      isRecommended: trainingRequirements.isRecommended,
      frequency: trainingRequirements.frequency,
      legalReference: trainingRequirements.legalReference,
    })
    .from(trainingRequirements)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingRequirements.trainingCourseId))
    .where(eq(trainingRequirements.jobRoleId, jobRoleId))
    .orderBy(asc(trainingCourses.name));
  const toCourse = ({ isRequired: _r, isRecommended: _c, ...course }: (typeof rows)[number]): FinderCourse => course;
  return {
    industry: role.industry,
    jobRole: role.title,
    requiredTrainings: rows.filter((row) => row.isRequired).map(toCourse),
    recommendedTrainings: rows.filter((row) => !row.isRequired && row.isRecommended).map(toCourse),
  };
}

// ---------------------------------------------------------------- courses

export async function createCourse(db: Database, data: CourseData): Promise<TrainingCourse> {
  const [row] = await db.insert(trainingCourses).values(data).returning(courseColumns);
  return row!;
}

export async function updateCourse(db: Database, id: number, data: CourseData): Promise<TrainingCourse> {
  const [row] = await db
    .update(trainingCourses)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(trainingCourses.id, id))
    .returning(courseColumns);
  if (!row) throw new HttpError(404, "Training course not found");
  return row;
}

export async function deleteCourse(db: Database, id: number): Promise<void> {
  const [{ uses }] = await db.select({ uses: count() }).from(trainingRequirements).where(eq(trainingRequirements.trainingCourseId, id));
  if (Number(uses) > 0) {
    throw new HttpError(409, `This training course is still used by ${plural(Number(uses), "training requirement", "training requirements")}`);
  }
  const deleted = await guarded(() => db.delete(trainingCourses).where(eq(trainingCourses.id, id)).returning({ id: trainingCourses.id }), {
    foreignKey: "This training course is still used by a training requirement",
  });
  if (deleted.length === 0) throw new HttpError(404, "Training course not found");
}

// ---------------------------------------------------------------- industries

async function assertIndustryNameFree(db: Database, name: string, exceptId?: number) {
  const sameName = sql`lower(${industries.name}) = lower(${name})`;
  const [clash] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(exceptId ? and(sameName, ne(industries.id, exceptId)) : sameName);
  if (clash) throw new HttpError(409, "An industry with this name already exists");
}

export async function createIndustry(db: Database, data: IndustryData): Promise<Industry> {
  await assertIndustryNameFree(db, data.name);
  const [row] = await guarded(() => db.insert(industries).values(data).returning(industryColumns), {
    unique: "An industry with this name already exists",
    foreignKey: "An industry with this name already exists",
  });
  return row!;
}

export async function updateIndustry(db: Database, id: number, data: IndustryData): Promise<Industry> {
  if (!(await getIndustry(db, id))) throw new HttpError(404, "Industry not found");
  await assertIndustryNameFree(db, data.name, id);
  const [row] = await guarded(() => db.update(industries).set(data).where(eq(industries.id, id)).returning(industryColumns), {
    unique: "An industry with this name already exists",
    foreignKey: "An industry with this name already exists",
  });
  if (!row) throw new HttpError(404, "Industry not found");
  return row;
}

export async function deleteIndustry(db: Database, id: number): Promise<void> {
  const [{ uses }] = await db.select({ uses: count() }).from(jobRoles).where(eq(jobRoles.industryId, id));
  if (Number(uses) > 0) throw new HttpError(409, `This industry is still used by ${plural(Number(uses), "job role", "job roles")}`);
  const deleted = await guarded(() => db.delete(industries).where(eq(industries.id, id)).returning({ id: industries.id }), {
    foreignKey: "This industry is still used by a job role",
  });
  if (deleted.length === 0) throw new HttpError(404, "Industry not found");
}

// ---------------------------------------------------------------- job roles

async function assertIndustryExists(db: Database, industryId: number) {
  if (!(await getIndustry(db, industryId))) throw new HttpError(400, "The selected industry does not exist");
}

export async function createJobRole(db: Database, data: JobRoleData): Promise<JobRole> {
  await assertIndustryExists(db, data.industryId);
  const [row] = await guarded(() => db.insert(jobRoles).values(data).returning(jobRoleColumns), {
    foreignKey: "The selected industry does not exist",
  });
  return row!;
}

export async function updateJobRole(db: Database, id: number, data: JobRoleData): Promise<JobRole> {
  if (!(await getJobRole(db, id))) throw new HttpError(404, "Job role not found");
  await assertIndustryExists(db, data.industryId);
  const [row] = await guarded(() => db.update(jobRoles).set(data).where(eq(jobRoles.id, id)).returning(jobRoleColumns), {
    foreignKey: "The selected industry does not exist",
  });
  if (!row) throw new HttpError(404, "Job role not found");
  return row;
}

export async function deleteJobRole(db: Database, id: number): Promise<void> {
  const [{ uses }] = await db.select({ uses: count() }).from(trainingRequirements).where(eq(trainingRequirements.jobRoleId, id));
  if (Number(uses) > 0) {
    throw new HttpError(409, `This job role is still used by ${plural(Number(uses), "training requirement", "training requirements")}`);
  }
  const deleted = await guarded(() => db.delete(jobRoles).where(eq(jobRoles.id, id)).returning({ id: jobRoles.id }), {
    foreignKey: "This job role is still used by a training requirement",
  });
  if (deleted.length === 0) throw new HttpError(404, "Job role not found");
}

// ---------------------------------------------------------------- requirements

const DUPLICATE_REQUIREMENT = "This training course is already a requirement for this job role";

async function assertRequirementRefs(db: Database, data: RequirementData, exceptId?: number) {
  if (!(await getJobRole(db, data.jobRoleId))) throw new HttpError(400, "The selected job role does not exist");
  const [course] = await db.select({ id: trainingCourses.id }).from(trainingCourses).where(eq(trainingCourses.id, data.trainingCourseId));
  if (!course) throw new HttpError(400, "The selected training course does not exist");
  const samePair = and(eq(trainingRequirements.jobRoleId, data.jobRoleId), eq(trainingRequirements.trainingCourseId, data.trainingCourseId));
  const [clash] = await db
    .select({ id: trainingRequirements.id })
    .from(trainingRequirements)
    .where(exceptId ? and(samePair, ne(trainingRequirements.id, exceptId)) : samePair);
  if (clash) throw new HttpError(409, DUPLICATE_REQUIREMENT);
}

const requirementConstraintMessages = {
  unique: DUPLICATE_REQUIREMENT,
  foreignKey: "The selected job role or training course does not exist",
};

export async function createRequirement(db: Database, data: RequirementData): Promise<TrainingRequirement> {
  await assertRequirementRefs(db, data);
  const [row] = await guarded(() => db.insert(trainingRequirements).values(data).returning(requirementColumns), requirementConstraintMessages);
  return row!;
}

export async function updateRequirement(db: Database, id: number, data: RequirementData): Promise<TrainingRequirement> {
  const [existing] = await db.select({ id: trainingRequirements.id }).from(trainingRequirements).where(eq(trainingRequirements.id, id));
  if (!existing) throw new HttpError(404, "Training requirement not found");
  await assertRequirementRefs(db, data, id);
  const [row] = await guarded(
    () =>
      db
        .update(trainingRequirements)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(trainingRequirements.id, id))
        .returning(requirementColumns),
    requirementConstraintMessages,
  );
  if (!row) throw new HttpError(404, "Training requirement not found");
  return row;
}

export async function deleteRequirement(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(trainingRequirements).where(eq(trainingRequirements.id, id)).returning({ id: trainingRequirements.id });
  if (deleted.length === 0) throw new HttpError(404, "Training requirement not found");
}
