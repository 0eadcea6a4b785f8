// POST /api/subscribe: the checklist popup (name, email) and the newsletter (email, name "").
import { z } from "./zod";
import { emailField } from "./fields";

const NAME_MESSAGE = "Name must be at least 2 characters";

/** The checklist popup form (SPEC §5). */
export const checklistSchema = z.object({
  name: z.string({ error: NAME_MESSAGE }).trim().min(2, NAME_MESSAGE).max(100, "Name must be at most 100 characters"),
  email: emailField,
});

/** The newsletter form: e-mail only (SPEC §5). */
export const newsletterSchema = z.object({
  email: z.string({ error: "Please enter your email address" }).trim().min(1, "Please enter your email address").pipe(emailField),
});

/** The API payload: a name (checklist) or an empty name (newsletter), and which form sent it. */
export const subscribeSchema = z.object({
  name: z
    .string()
    .trim()
    .max(100, "Name must be at most 100 characters")
    .refine((name) => name === "" || name.length >= 2, NAME_MESSAGE)
    .optional()
    .nullable()
    .transform((name) => name ?? ""),
  email: emailField,
  /** The form's id, recorded with the consent (e.g. "newsletter-blog"); anything else is ignored. */
  form: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/)
    .optional()
    .catch(undefined),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export type SubscriberSource = "checklist" | "newsletter";

export { CONSENT_WORDING } from "./consent";
