// The one database handle: PGlite (embedded, files under DATA_DIR) or PostgreSQL
// (node-postgres) behind the same Drizzle type, so nothing above this file knows which.
import path from "node:path";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** The folder holding package.json, found from this module whether it runs from source or build/. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(projectRoot(), "server/db/migrations");

/** Opens PGlite at `dir` ("memory://" for tests) and applies the migrations. */
export async function openPglite(dir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dir.startsWith("memory://")) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/** Connects to PostgreSQL and applies the migrations (drizzle's migrator takes an advisory lock-free
 *  transaction; several instances starting at once are serialised by the pg_advisory_lock below). */
/** Called when the server drops an idle pooled connection (a restart, a failover, an administrator's
 *  pg_terminate_backend). The pool discards that connection and opens a new one when next needed;
 *  without a listener node-postgres would rethrow the error and stop the process. */
export type ConnectionErrorHandler = (error: Error) => void;

const reportToStderr: ConnectionErrorHandler = (error) =>
  console.error(JSON.stringify({ level: "warn", msg: "database connection lost", err: error.message }));

export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: ConnectionErrorHandler = reportToStderr,
): Promise<DatabaseHandle> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", onConnectionError);
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock(727274)");
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query("select pg_advisory_unlock(727274)").catch(() => {});
    lockClient.release();
  }
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

export function openDatabase(
  options: { databaseUrl: string | null; dataDir: string },
  onConnectionError?: ConnectionErrorHandler,
): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, onConnectionError)
    : openPglite(path.join(options.dataDir, "db"));
}

/** Runs raw SQL and returns its rows, whichever driver is underneath (both answer { rows }). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
