// POST /api/leads: the native lead form on /contact (DESIGN decision 3).
import { z } from "./zod";
import { checkboxField, emailField, OHS_SERVICES, optionalText, phoneField, requiredText } from "./fields";

export { OHS_SERVICES };

export const leadSchema = z.object({
  name: requiredText(2, "Please enter your name (at least 2 characters)", 100, "Name must be at most 100 characters"),
  email: emailField,
  phone: phoneField,
  company: optionalText(200, "Company name must be at most 200 characters"),
  service: z.enum(OHS_SERVICES, { error: "Please choose the service you need" }),
  message: requiredText(10, "Please tell us what you need (at least 10 characters)", 5000, "Message must be at most 5000 characters"),
  /** Where the visitor came from (the page's ?source=, e.g. training-finder); unusable values are dropped. */
  source: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .nullable()
    .catch(null)
    .transform((source) => source ?? null),
  /** Separate, never pre-ticked newsletter consent (POPIA). */
  newsletter: checkboxField.optional().transform((value) => value ?? false),
});
export type LeadInput = z.infer<typeof leadSchema>;

export const LEAD_PURPOSE =
  "We use these details only to answer your request and match you with a certified safety expert, who will contact you about it. We do not add you to any mailing list unless you tick the box below.";
