import type { Database } from "../client";
import { industries } from "../schema";

/** Reference data for the training finder (filled out by the training issue). */
export async function seedTrainingData(db: Database): Promise<void> {
  await db
    .insert(industries)
    .values([
      { name: "Construction", description: "Building, civil engineering and demolition work regulated by the Construction Regulations, 2014." },
      { name: "Mining", description: "Mines and works regulated by the Mine Health and Safety Act 29 of 1996." },
    ])
    .onConflictDoNothing();
}
