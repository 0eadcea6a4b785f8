// The dashboard's counts at /admin and GET /api/admin/stats.
import { count, desc, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, leads, providers, subscribers, users } from "../db/schema";

export interface BackofficeStats {
  newLeadsThisWeek: number;
  /** Monday 00:00 South African time, the start of "this week". */
  weekStart: string;
  pendingProviders: number;
  activeSubscribers: number;
  publishedPosts: number;
  accountsAwaitingApproval: number;
}

/** Monday 00:00 in South Africa (UTC+2 all year: no daylight saving), as an instant. */
export function startOfWeekSast(now = new Date()): Date {
  const offsetMs = 2 * 3600_000;
  const local = new Date(now.getTime() + offsetMs);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday);
  return new Date(mondayLocal - offsetMs);
}

async function total(query: Promise<Array<{ total: number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.total ?? 0);
}

export async function backofficeStats(db: Database, now = new Date()): Promise<BackofficeStats> {
  const weekStart = startOfWeekSast(now);
  const [newLeadsThisWeek, pendingProviders, activeSubscribers, publishedPosts, accountsAwaitingApproval] = await Promise.all([
    total(db.select({ total: count() }).from(leads).where(gte(leads.createdAt, weekStart))),
    total(db.select({ total: count() }).from(providers).where(eq(providers.status, "pending"))),
    total(db.select({ total: count() }).from(subscribers).where(isNull(subscribers.unsubscribedAt))),
    total(db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.published, true))),
    total(db.select({ total: count() }).from(users).where(eq(users.isAdmin, false))),
  ]);
  return { newLeadsThisWeek, weekStart: weekStart.toISOString(), pendingProviders, activeSubscribers, publishedPosts, accountsAwaitingApproval };
}

/** The few newest leads for the dashboard. */
export async function latestLeads(db: Database, limit = 5) {
  return db
    .select({ id: leads.id, name: leads.name, company: leads.company, service: leads.service, status: leads.status, createdAt: leads.createdAt })
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}
