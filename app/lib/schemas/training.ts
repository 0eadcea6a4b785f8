// Payloads of the training reference data (SPEC §5 "Training admin forms"), shared by the
// admin forms and the /api/admin/training routes, plus the shapes the read API answers with.
import { z } from "./zod";

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters`);

/** Optional text: blank becomes null so the database never stores empty strings. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A numeric id; digit strings are accepted because <select> values are strings. */
const idField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

export const courseSchema = z.object({
  name: requiredText("Course name is required", 200),
  description: requiredText("Description is required", 2000),
  duration: requiredText("Duration is required", 100),
  level: requiredText("Level is required", 100),
  category: requiredText("Category is required", 100),
});

export const industrySchema = z.object({
  name: requiredText("Industry name is required", 200),
  description: optionalText(1000),
});

export const jobRoleSchema = z.object({
  title: requiredText("Job role title is required", 200),
  industryId: idField("Please select an industry"),
  description: optionalText(1000),
});

export const requirementSchema = z
  .object({
    jobRoleId: idField("Please select a job role"),
    trainingCourseId: idField("Please select a training course"),
    isRequired: z.boolean().default(true),
    isRecommended: z.boolean().default(false),
    frequency: optionalText(200),
    legalReference: optionalText(500),
  })
  // A requirement that is neither would never show in the finder.
  .refine((value) => value.isRequired || value.isRecommended, {
    message: "Mark the course as required, recommended or both",
    path: ["isRequired"],
  });

export type CourseInput = z.input<typeof courseSchema>;
export type IndustryInput = z.input<typeof industrySchema>;
export type JobRoleInput = z.input<typeof jobRoleSchema>;
export type RequirementInput = z.input<typeof requirementSchema>;

// ---------------------------------------------------------------- answers of the read API (SPEC §7)

export interface Industry {
  id: number;
  name: string;
  description: string | null;
}

export interface JobRole {
  id: number;
  title: string;
  industryId: number;
  description: string | null;
}

export interface TrainingCourse {
  id: number;
  name: string;
  description: string;
  duration: string;
  level: string;
  category: string;
}

export interface TrainingRequirement {
  id: number;
  jobRoleId: number;
  trainingCourseId: number;
  isRequired: boolean;
  isRecommended: boolean;
  frequency: string | null;
  legalReference: string | null;
}

/** A course as the finder lists it: SPEC §3 fields plus the requirement's renewal and legal reference. */
export interface FinderCourse {
  id: number;
  name: string;
  category: string;
  level: string;
  duration: string;
  description: string;
  frequency: string | null;
  legalReference: string | null;
}

/** SPEC §3 finder response. */
export interface FinderResult {
  industry: string;
  jobRole: string;
  requiredTrainings: FinderCourse[];
  recommendedTrainings: FinderCourse[];
}
