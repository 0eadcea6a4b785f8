// Blog posts: public listing here; admin operations are added by the blog issue.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

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
