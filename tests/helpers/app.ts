import type { Express } from "express";
import { createApp, type AppOptions } from "../../server/app";
import { testConfig, type Config } from "../../server/config";
import { createLogger } from "../../server/logger";
import type { DatabaseHandle } from "../../server/db/client";
import type { AppDeps } from "../../server/deps";
import { createTestDatabase } from "./db";

export interface TestApp {
  app: Express;
  deps: AppDeps;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The Express app on a fresh database, for supertest. Share one per test file (PGlite takes ~3 s to start). */
export async function createTestApp(configOverrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const deps: AppDeps = { config: testConfig(configOverrides), db: handle.db, logger: createLogger("silent") };
  const app = createApp(deps, options);
  return { app, deps, handle, close: () => handle.close() };
}
