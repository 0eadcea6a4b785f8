// Payloads of /api/login and /api/register (SPEC §3, §5), shared by the /auth forms and the API.
import { z } from "./zod";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
/** SPEC §5 keeps 6 for the login form; new passwords need 8 (issue 5). */
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be abused. */
export const PASSWORD_MAX = 200;

const username = z
  .string({ error: "Username must be at least 3 characters" })
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

export const loginSchema = z.object({
  username,
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(LOGIN_PASSWORD_MIN, "Password must be at least 6 characters")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

const newPassword = z
  .string({ error: "Password must be at least 8 characters" })
  .min(NEW_PASSWORD_MIN, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/register. The common-password check runs on the server (the list stays there). */
export const registerSchema = z.object({
  username: username.regex(/^[A-Za-z0-9._-]+$/, "Username may only contain letters, numbers, dots, hyphens and underscores"),
  email: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.union([z.literal(""), z.null(), z.email("Please enter a valid email address").max(254, "Please enter a valid email address")], {
        error: "Please enter a valid email address",
      }),
    )
    .optional()
    .transform((value) => value || null),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the API payload plus confirmPassword (form only, SPEC §3). */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string({ error: "Confirm password is required" }).min(LOGIN_PASSWORD_MIN, "Confirm password is required"),
  })
  .refine((value) => value.password === value.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** The first message per field, for showing beside each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
