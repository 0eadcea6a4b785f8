// First-start seeding. Each seed set runs once per database: its key is recorded in
// app_meta in the same transaction, so a restart (or a second instance) adds nothing twice.
import type { Database } from "../client";
import { appMeta } from "../schema";
import { seedTrainingData } from "./training";
import { seedBlogImages, seedBlogPosts } from "./blog";

export interface SeedSet {
  key: string;
  run(tx: Database): Promise<void>;
}

export const seedSets: SeedSet[] = [
  { key: "seed:training:v1", run: seedTrainingData },
  { key: "seed:blog:v1", run: seedBlogPosts },
  { key: "seed:blog-images:v1", run: seedBlogImages },
];

export async function seedDatabase(db: Database, sets: SeedSet[] = seedSets): Promise<string[]> {
  const ran: string[] = [];
  for (const set of sets) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(appMeta)
        .values({ key: set.key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return false;
      await set.run(tx as unknown as Database);
      return true;
    });
    if (done) ran.push(set.key);
  }
  return ran;
}
