// Blog posts: the public listing and reading, and the admin operations, for the API and pages alike.
import { and, desc, eq, sql } from "drizzle-orm";
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { HttpError, pgErrorCode } from "../api/errors";
import type { BlogPostInput } from "../../app/lib/schemas/blog";
import { categoryLabel, SLUG_PATTERN } from "../../app/lib/blog";

export interface PublicPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string | null;
  featuredImage: string | null;
  publishedAt: Date | null;
}

/** Published posts, newest first, optionally of one category. */
export async function listPublishedPosts(
  db: Database,
  options: { category?: string | null; limit: number; offset?: number },
): Promise<{ posts: PublicPostSummary[]; total: number }> {
  const where = options.category ? and(eq(blogPosts.published, true), eq(blogPosts.category, options.category)) : eq(blogPosts.published, true);
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      featuredImage: blogPosts.featuredImage,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(blogPosts).where(where);
  return { posts, total: Number(total) };
}

// ---------------------------------------------------------------- admin operations (issue 5)

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  category: string | null;
  createdAt: Date;
  publishedAt: Date | null;
}

export type BlogPost = typeof blogPosts.$inferSelect;

const SLUG_TAKEN = "A post with this slug already exists";

/** Every post, drafts included, newest first (SPEC §7 GET /api/admin/blog). */
export async function listAdminPosts(db: Database): Promise<AdminPostRow[]> {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      published: blogPosts.published,
      category: blogPosts.category,
      createdAt: blogPosts.createdAt,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function getPostById(db: Database, id: number): Promise<BlogPost | null> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

async function assertSlugFree(db: Database, slug: string, exceptId?: number) {
  const [other] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (other && other.id !== exceptId) throw new HttpError(409, SLUG_TAKEN, { errors: { slug: SLUG_TAKEN } });
}

/** A unique-slug race lost between the check and the write is still a 409 with our message. */
async function slugConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw new HttpError(409, SLUG_TAKEN, { errors: { slug: SLUG_TAKEN } });
    throw error;
  }
}

export async function createPost(db: Database, input: BlogPostInput, authorId: number | null): Promise<BlogPost> {
  await assertSlugFree(db, input.slug);
  const [post] = await slugConflictAs409(() =>
    db
      .insert(blogPosts)
      .values({ ...input, authorId, publishedAt: input.published ? new Date() : null })
      .returning(),
  );
  return post!;
}

/** Full update. publishedAt is set the first time a post is published and kept afterwards. */
export async function updatePost(db: Database, id: number, input: BlogPostInput): Promise<BlogPost> {
  const existing = await getPostById(db, id);
  if (!existing) throw new HttpError(404, "Blog post not found");
  await assertSlugFree(db, input.slug, id);
  const [post] = await slugConflictAs409(() =>
    db
      .update(blogPosts)
      .set({ ...input, updatedAt: new Date(), publishedAt: input.published && !existing.publishedAt ? new Date() : existing.publishedAt })
      .where(eq(blogPosts.id, id))
      .returning(),
  );
  return post!;
}

export async function setPostPublished(db: Database, id: number, published: boolean): Promise<BlogPost> {
  const existing = await getPostById(db, id);
  if (!existing) throw new HttpError(404, "Blog post not found");
  const [post] = await db
    .update(blogPosts)
    .set({ published, updatedAt: new Date(), publishedAt: published && !existing.publishedAt ? new Date() : existing.publishedAt })
    .where(eq(blogPosts.id, id))
    .returning();
  return post!;
}

export async function deletePost(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (!deleted.length) throw new HttpError(404, "Blog post not found");
}

// ---------------------------------------------------------------- public reading

/** A published post by slug; drafts do not exist for the public. */
export async function getPublishedPostBySlug(db: Database, slug: string): Promise<BlogPost | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 255) return null;
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return post ?? null;
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "del", "s", "code", "pre",
    "a", "img", "table", "thead", "tbody", "tr", "th", "td", "sup", "sub", "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
    input: ["type", "checked", "disabled"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the one h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    // GFM task lists only: any other input is dropped by exclusiveFilter.
    input: (tagName, attribs) => ({ tagName, attribs: { type: "checkbox", disabled: "", ...(attribs.checked !== undefined ? { checked: "" } : {}) } }),
  },
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
};

/** Markdown (GFM) to HTML, sanitised: stored posts can never carry script into a reader's page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { gfm: true, async: false }) as string;
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Minutes at about 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()|-]/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** RSS 2.0 of the 20 newest published posts. */
export async function blogRssFeed(db: Database, site: { publicUrl: string; name: string }): Promise<string> {
  const { posts } = await listPublishedPosts(db, { limit: 20 });
  const items = posts
    .map((post) => {
      const link = `${site.publicUrl}/blog/${post.slug}`;
      return [
        "    <item>",
        `      <title>${xmlEscape(post.title)}</title>`,
        `      <link>${xmlEscape(link)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
        `      <description>${xmlEscape(post.excerpt)}</description>`,
        post.category ? `      <category>${xmlEscape(categoryLabel(post.category) ?? post.category)}</category>` : null,
        post.publishedAt ? `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>` : null,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(`${site.name} Safety Blog`)}</title>
    <link>${xmlEscape(`${site.publicUrl}/blog`)}</link>
    <atom:link href="${xmlEscape(`${site.publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>Workplace safety tips, South African OHS legal updates, training and auditing guidance.</description>
    <language>en-za</language>
${items}
  </channel>
</rss>
`;
}
