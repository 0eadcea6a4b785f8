// Fixed-window rate limiting with the counter in the database, so the limit holds
// across every instance behind a load balancer.
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Counts one attempt for `key`; allowed while the count in the current window is <= limit. */
export async function hitRateLimit(db: Database, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const windowSeconds = windowMs / 1000;
  const rows = await queryRows<{ count: number; window_start: string | Date }>(db, sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count, window_start`);
  const row = rows[0]!;
  const count = Number(row.count);
  const started = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowMs - Date.now()) / 1000));
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/** Reads the current count without adding to it. */
export async function peekRateLimit(db: Database, key: string, windowMs: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`
    select count from rate_limits where key = ${key} and window_start >= now() - make_interval(secs => ${windowMs / 1000})`);
  return rows[0] ? Number(rows[0].count) : 0;
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops windows that ended long ago; called by a periodic job. */
export async function pruneRateLimits(db: Database, olderThanMs = 24 * 3600_000): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanMs / 1000})`);
}
