import type { Database } from "../client";

/** The six articles of SPEC §2 as published posts (written by the blog issue). */
export async function seedBlogPosts(_db: Database): Promise<void> {}
