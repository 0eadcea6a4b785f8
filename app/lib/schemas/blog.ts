// Blog post payloads (SPEC §5 rules and messages), shared by the admin form and /api/admin/blog.
import { z } from "./zod";

/** DESIGN decision 4: one category list for admin and public; "regulations" reads "Legal Updates" in public. */
export const BLOG_CATEGORIES = [
  { value: "safety-tips", label: "Safety Tips", publicLabel: "Safety Tips" },
  { value: "regulations", label: "Regulations", publicLabel: "Legal Updates" },
  { value: "training", label: "Training", publicLabel: "Training" },
  { value: "auditing", label: "Auditing", publicLabel: "Auditing" },
  { value: "equipment", label: "Safety Equipment", publicLabel: "Equipment" },
  { value: "industry-news", label: "Industry News", publicLabel: "Industry News" },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]["value"];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return BLOG_CATEGORIES.some((category) => category.value === value);
}

export function categoryLabel(value: string | null | undefined, audience: "admin" | "public" = "public"): string | null {
  const category = BLOG_CATEGORIES.find((entry) => entry.value === value);
  if (!category) return value ?? null;
  return audience === "admin" ? category.label : category.publicLabel;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/** SPEC §5 slug generation: lowercase, drop all but word characters, spaces and hyphens, whitespace runs to hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/_/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** SPEC §5 tag add: trimmed; ignored if empty or already present. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return tags;
  return [...tags, tag];
}

/** A path on this site ("/images/blog/post.svg") or an http(s) URL: a javascript: URL would be a
 *  "valid URL" too. Images from other hosts are blocked by the site's CSP (DESIGN decision 8). */
const SITE_PATH = /^\/(?![/\\])[\w\-./%~]*$/;

export function isImageAddress(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Whether the browser may show this image under the CSP: a site path or our own origin. */
export function isSiteImage(value: string, origin: string): boolean {
  if (SITE_PATH.test(value)) return true;
  try {
    return new URL(value).origin === origin;
  } catch {
    return false;
  }
}

const optionalText = (inner: z.ZodType<string>) =>
  z
    .preprocess((value) => (typeof value === "string" ? value.trim() : value), z.union([z.literal(""), z.null(), inner]))
    .optional()
    .transform((value) => (value ? value : null));

export const blogPostSchema = z.object({
  title: z
    .string({ error: "Title must be at least 5 characters" })
    .trim()
    .min(5, "Title must be at least 5 characters")
    .max(255, "Title must be at most 255 characters"),
  slug: z
    .string({ error: "Slug must be at least 5 characters" })
    .trim()
    .min(5, "Slug must be at least 5 characters")
    .max(255, "Slug must be at most 255 characters")
    .regex(SLUG_PATTERN, "Slug must be URL-friendly (lowercase, no spaces)"),
  excerpt: z
    .string({ error: "Excerpt must be at least 10 characters" })
    .trim()
    .min(10, "Excerpt must be at least 10 characters")
    .max(1000, "Excerpt must be at most 1000 characters"),
  content: z
    .string({ error: "Content must be at least 50 characters" })
    .min(50, "Content must be at least 50 characters")
    .max(100_000, "Content must be at most 100,000 characters"),
  featuredImage: optionalText(
    z.string().max(2000, "Featured image must be a valid URL").refine(isImageAddress, "Featured image must be a valid URL"),
  ),
  category: optionalText(
    z
      .string()
      .min(3, "Category must be at least 3 characters")
      .max(100, "Category must be at most 100 characters")
      .refine(isBlogCategory, "Please choose a category from the list"),
  ),
  tags: z
    .array(z.string().trim().min(1, "Tags cannot be empty").max(MAX_TAG_LENGTH, `Tags must be at most ${MAX_TAG_LENGTH} characters`), {
      error: "Tags must be a list of words",
    })
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  published: z.boolean({ error: "Published must be true or false" }).default(false),
});

export type BlogPostInput = z.infer<typeof blogPostSchema>;
/** What the form holds before parsing (empty strings allowed). */
export type BlogPostDraft = z.input<typeof blogPostSchema>;

/** PATCH /api/admin/blog/{id}: publish or unpublish. */
export const blogPublishSchema = z.object({ published: z.boolean({ error: "Published must be true or false" }) });
