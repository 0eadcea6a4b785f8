// POST /api/providers: the native provider application on /service-providers (DESIGN decision 3).
import { z } from "./zod";
import { emailField, OHS_SERVICES, optionalText, phoneField, PROVINCES, requiredText } from "./fields";

export { OHS_SERVICES, PROVINCES };

const WEBSITE_MESSAGE = "Please enter a valid website address, for example https://www.example.co.za";

/** Optional; "www.example.co.za" is accepted and stored as https://www.example.co.za. */
const websiteField = z
  .string()
  .trim()
  .max(300, WEBSITE_MESSAGE)
  .optional()
  .nullable()
  .transform((value) => (value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null))
  .refine((value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, WEBSITE_MESSAGE);

export const providerSchema = z.object({
  companyName: requiredText(2, "Please enter your company name", 200, "Company name must be at most 200 characters"),
  contactName: requiredText(2, "Please enter the contact person's name (at least 2 characters)", 100, "Contact name must be at most 100 characters"),
  email: emailField,
  phone: phoneField,
  website: websiteField,
  serviceArea: z.enum(PROVINCES, { error: "Please choose the province you mainly serve" }),
  // A native form sends one value as a string and several as an array.
  services: z
    .preprocess(
      (value) => (typeof value === "string" ? [value] : (value ?? [])),
      z.array(z.enum(OHS_SERVICES, { error: "Please choose services from the list" }), { error: "Please choose at least one service" }),
    )
    .refine((services) => services.length > 0, "Please choose at least one service")
    .transform((services) => [...new Set(services)]),
  certifications: optionalText(2000, "Certifications must be at most 2000 characters"),
  companyDescription: requiredText(20, "Please describe your company (at least 20 characters)", 5000, "Description must be at most 5000 characters"),
});
export type ProviderInput = z.infer<typeof providerSchema>;

export const PROVIDER_PURPOSE =
  "We use these details to assess your application, to contact you about it and, once approved, to send you leads. We do not share them with anyone else without your permission.";
