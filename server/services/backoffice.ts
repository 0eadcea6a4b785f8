// Shared pieces of the back-office services (issue 7): paging and case-insensitive search.
import { ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function offsetOf({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

export function paged<T>(items: T[], total: number, request: PageRequest): Paged<T> {
  return { items, total, page: request.page, pageSize: request.pageSize, pageCount: Math.max(1, Math.ceil(total / request.pageSize)) };
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" must match only "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Rows where any of the columns contains the search text, ignoring case. */
export function searchAny(search: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Exports stop here so one request cannot build an unbounded file in memory. */
export const MAX_EXPORT_ROWS = 50_000;
