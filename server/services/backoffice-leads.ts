// Leads for administrators: list, detail, status changes and the CSV export.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import type { LeadListQuery, LeadStatus } from "../../app/lib/schemas/backoffice";
import { MAX_EXPORT_ROWS, offsetOf, paged, searchAny, type Paged } from "./backoffice";
import { toCsv } from "./csv";

export type Lead = typeof leads.$inferSelect;
export type LeadFilters = Pick<LeadListQuery, "q" | "status" | "service">;

function leadWhere(filters: LeadFilters): SQL | undefined {
  return and(
    searchAny(filters.q, [leads.name, leads.email, leads.company, leads.message]),
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.service ? eq(leads.service, filters.service) : undefined,
  );
}

/** Newest first; the id breaks ties between leads received in the same instant. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<Paged<Lead>> {
  const where = leadWhere(query);
  const [items, [totals]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return paged(items, Number(totals?.total ?? 0), query);
}

export async function getLead(db: Database, id: number): Promise<Lead | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return lead ?? null;
}

/** Returns the updated lead, or null when there is no such lead. */
export async function setLeadStatus(db: Database, id: number, status: LeadStatus): Promise<Lead | null> {
  const [lead] = await db.update(leads).set({ status, updatedAt: new Date() }).where(eq(leads.id, id)).returning();
  return lead ?? null;
}

export const LEAD_CSV_HEADER = ["ID", "Received", "Name", "Email", "Phone", "Company", "Service", "Status", "Source", "Message"];

/** Every lead matching the filters (not just one page), newest first. */
export async function exportLeadsCsv(db: Database, filters: LeadFilters): Promise<string> {
  const rows = await db
    .select()
    .from(leads)
    .where(leadWhere(filters))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(MAX_EXPORT_ROWS);
  return toCsv(
    LEAD_CSV_HEADER,
    rows.map((lead) => [lead.id, lead.createdAt, lead.name, lead.email, lead.phone, lead.company, lead.service, lead.status, lead.source, lead.message]),
  );
}
