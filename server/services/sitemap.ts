import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

export const PUBLIC_PAGES = [
  { path: "/", title: "Home" },
  { path: "/services", title: "Our Services" },
  { path: "/about", title: "About Us" },
  { path: "/blog", title: "Blog" },
  { path: "/contact", title: "Contact" },
  { path: "/training-finder", title: "Training Requirements Finder" },
  { path: "/service-providers", title: "For Providers" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/sitemap", title: "Sitemap" },
] as const;

export interface SitemapEntry {
  path: string;
  title: string;
  lastModified?: Date;
}

/** Every public page and published post. */
export async function sitemapUrls(db: Database): Promise<SitemapEntry[]> {
  const posts = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedAt));
  return [
    ...PUBLIC_PAGES.map((page) => ({ ...page })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title, lastModified: post.updatedAt })),
  ];
}
