// Field rules shared by the capture schemas (subscribe, lead, provider).
import { z } from "./zod";

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** Trimmed, lower-cased (addresses are compared case-insensitively), at most 254 characters. */
export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

/** A South African or international number: digits with optional +, spaces, brackets and dashes. */
export const phoneField = z
  .string({ error: "Please enter your phone number" })
  .trim()
  .min(1, "Please enter your phone number")
  .max(30, "Please enter a valid phone number")
  .refine((phone) => /^\+?[\d\s()-]+$/.test(phone) && /^\d{9,15}$/.test(phone.replace(/\D/g, "")), "Please enter a valid phone number");

/** Required free text with a minimum and maximum length. */
export function requiredText(min: number, tooShort: string, max: number, tooLong: string) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

/** Optional free text: empty or missing becomes null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

/** A checkbox from JSON (true) or a native form ("on"). */
export const checkboxField = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** The services of SPEC §1, in its order. */
export const OHS_SERVICES = ["OHS Training", "Safety Consulting", "Workplace Auditing", "Safety Equipment", "OHS Templates", "Book Expert Now"] as const;
export type OhsService = (typeof OHS_SERVICES)[number];

/** The nine provinces of South Africa. */
export const PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "Northern Cape",
  "North West",
  "Western Cape",
] as const;
export type Province = (typeof PROVINCES)[number];

/** Field errors keyed by the top-level field name (services.0 -> services). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}
