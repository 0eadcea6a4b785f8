// Blog post payloads (SPEC §5 rules and messages), shared by the admin form and /api/admin/blog.
import { z } from "./zod";
import { isBlogCategory, isImageAddress, MAX_TAG_LENGTH, MAX_TAGS, SLUG_PATTERN } from "../blog";

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
