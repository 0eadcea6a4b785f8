// Shared by the capture API tests: reading what the capture endpoints stored.
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../server/db/client";

export interface OutboxRow {
  id: number;
  dedup_key: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  last_error: string | null;
}

export function outboxRows(db: Database, to?: string): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(db, to ? sql`select * from mail_outbox where "to" = ${to} order by id` : sql`select * from mail_outbox order by id`);
}

export async function count(db: Database, table: "subscribers" | "consents" | "leads" | "providers" | "mail_outbox"): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(db, sql.raw(`select count(*) as n from ${table}`));
  return Number(rows[0]!.n);
}

/** A unique address per call, so tests in one file never collide. */
let sequence = 0;
export function uniqueEmail(prefix = "visitor"): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.co.za`;
}
