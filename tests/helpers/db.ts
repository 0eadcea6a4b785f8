// A fresh, migrated database per test file: in-memory PGlite by default, or a throwaway
// database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API tests on both).
import crypto from "node:crypto";
import { openPglite, openPostgres, type DatabaseHandle } from "../../server/db/client";

export const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export async function createTestDatabase(
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite("memory://");
  const pg = (await import("pg")).default;
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // pool.end() resolves before the last sockets close, so the forced drop below may cut
  // connections that are already on their way out: those errors are expected then.
  let closing = false;
  const handle = await openPostgres(url.toString(), 5, (error) => {
    if (closing) return;
    if (onConnectionError) onConnectionError(error);
    else throw error;
  });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      closing = true;
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
