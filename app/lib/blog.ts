// Blog categories, slugs, tags and image addresses: shared by the public pages, the admin form
// and the schema, and free of zod so the public blog does not download it.

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

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isImageAddress(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  const url = parseUrl(value);
  return Boolean(url && (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "");
}

/** Whether the browser may show this image under the CSP: a site path or our own origin. */
export function isSiteImage(value: string, origin: string): boolean {
  return SITE_PATH.test(value) || parseUrl(value)?.origin === origin;
}
