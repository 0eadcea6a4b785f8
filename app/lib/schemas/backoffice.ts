// Back office (issue 7): list queries and mutations, shared by the /api/admin routes and the
// /admin pages' loaders and actions.
import { z } from "./zod";
import { OHS_SERVICES } from "./fields";

// The same values as the columns' enums in server/db/schema.ts (kept here so the browser bundle
// never pulls in Drizzle; tests/api/backoffice.test.ts checks that the two agree).
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export const PROVIDER_STATUSES = ["pending", "approved", "rejected"] as const;
export { OHS_SERVICES };
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const DEFAULT_PAGE_SIZE = 20;
/** Larger requests are served at this size rather than refused: one page never loads the whole table. */
export const MAX_PAGE_SIZE = 100;

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", won: "Won", lost: "Lost" };
export const PROVIDER_STATUS_LABELS: Record<ProviderStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };

export const SUBSCRIBER_STATES = ["active", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const USER_ROLES = ["admin", "awaiting"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** An empty query-string value (?status=) means "no filter", not an invalid value. */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());

const pageField = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .max(100_000, "Page is too large")
    .default(1),
);

const pageSizeField = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "Page size must be a whole number from 1" })
    .int("Page size must be a whole number from 1")
    .min(1, "Page size must be a whole number from 1")
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
);

const searchField = z.preprocess(
  emptyToUndefined,
  z.string({ error: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").optional(),
);

export const pagingSchema = z.object({ page: pageField, pageSize: pageSizeField, q: searchField });

export const leadListQuerySchema = pagingSchema.extend({
  status: optionalFilter(LEAD_STATUSES, "Status must be one of: new, contacted, won, lost"),
  service: optionalFilter(OHS_SERVICES, "Please choose a service from the list"),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const providerListQuerySchema = pagingSchema.extend({
  status: optionalFilter(PROVIDER_STATUSES, "Status must be one of: pending, approved, rejected"),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

export const subscriberListQuerySchema = pagingSchema.extend({
  status: optionalFilter(SUBSCRIBER_STATES, "Status must be active or unsubscribed"),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const userListQuerySchema = pagingSchema.extend({
  role: optionalFilter(USER_ROLES, "Role must be admin or awaiting"),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** PATCH /api/admin/leads/:id and the status form on /admin/leads. */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Status must be one of: new, contacted, won, lost" }),
});
export type LeadStatusInput = z.infer<typeof leadStatusSchema>;

/** PATCH /api/admin/providers/:id and the approve/reject forms on /admin/providers. */
export const providerDecisionSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "Please choose approve or reject" }),
  reason: z
    .string({ error: "The reason must be text" })
    .trim()
    .max(1000, "The reason must be at most 1000 characters")
    .optional()
    .nullable()
    .transform((reason) => (reason ? reason : null)),
});
export type ProviderDecisionInput = z.infer<typeof providerDecisionSchema>;

/** A checkbox or select from a native form ("true"/"false") or a JSON boolean. */
const booleanField = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "isAdmin must be true or false" }),
);

/** PATCH /api/admin/users/:id and the grant/revoke forms on /admin/users. */
export const userAdminSchema = z.object({ isAdmin: booleanField });
export type UserAdminInput = z.infer<typeof userAdminSchema>;

/** A page's query string as an object, for the list schemas above. */
export function searchParamsObject(params: URLSearchParams): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [key, value] of params) object[key] ??= value;
  return object;
}

/**
 * Pages are lenient where the API is strict: a hand-edited or stale URL (?page=abc) drops the
 * bad parameter instead of showing an error page.
 */
export function parseListQueryLeniently<T extends z.ZodType>(schema: T, params: URLSearchParams): z.infer<T> {
  const input: Record<string, string> = searchParamsObject(params);
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({});
}
