// Newsletter and checklist subscribers for administrators: list, export, unsubscribe.
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { subscribers } from "../db/schema";
import type { SubscriberListQuery } from "../../app/lib/schemas/backoffice";
import { MAX_EXPORT_ROWS, offsetOf, paged, searchAny, type Paged } from "./backoffice";
import { toCsv } from "./csv";
import { HttpError } from "../api/errors";
import { unsubscribeByToken } from "./subscribers";

/** What an administrator sees: never the unsubscribe token (it would let anyone holding it act for the subscriber). */
export interface AdminSubscriberView {
  id: number;
  email: string;
  name: string | null;
  source: string | null;
  createdAt: Date;
  unsubscribedAt: Date | null;
}

const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  name: subscribers.name,
  source: subscribers.source,
  createdAt: subscribers.createdAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

export type SubscriberFilters = Pick<SubscriberListQuery, "q" | "status">;

function subscriberWhere(filters: SubscriberFilters): SQL | undefined {
  return and(
    searchAny(filters.q, [subscribers.email, subscribers.name]),
    filters.status === "active" ? isNull(subscribers.unsubscribedAt) : filters.status === "unsubscribed" ? isNotNull(subscribers.unsubscribedAt) : undefined,
  );
}

export async function listSubscribers(db: Database, query: SubscriberListQuery): Promise<Paged<AdminSubscriberView>> {
  const where = subscriberWhere(query);
  const [items, [totals]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(subscribers).where(where),
  ]);
  return paged(items, Number(totals?.total ?? 0), query);
}

export const SUBSCRIBER_CSV_HEADER = ["ID", "Email", "Name", "Source", "Subscribed", "Status", "Unsubscribed"];

export async function exportSubscribersCsv(db: Database, filters: SubscriberFilters): Promise<string> {
  const rows = await db
    .select(subscriberColumns)
    .from(subscribers)
    .where(subscriberWhere(filters))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(MAX_EXPORT_ROWS);
  return toCsv(
    SUBSCRIBER_CSV_HEADER,
    rows.map((s) => [s.id, s.email, s.name, s.source, s.createdAt, s.unsubscribedAt ? "Unsubscribed" : "Active", s.unsubscribedAt]),
  );
}

export const SUBSCRIBER_NOT_FOUND = "This subscriber does not exist";

/**
 * Unsubscribes on the administrator's behalf with the same service the public
 * /unsubscribe/{token} link uses, so marketing mail stops the same way.
 */
export async function unsubscribeSubscriberById(db: Database, id: number): Promise<AdminSubscriberView> {
  const [subscriber] = await db.select({ token: subscribers.unsubscribeToken }).from(subscribers).where(eq(subscribers.id, id)).limit(1);
  if (!subscriber) throw new HttpError(404, SUBSCRIBER_NOT_FOUND);
  await unsubscribeByToken(db, subscriber.token);
  const [updated] = await db.select(subscriberColumns).from(subscribers).where(eq(subscribers.id, id)).limit(1);
  return updated!;
}
