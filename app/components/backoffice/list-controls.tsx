// Search, filters and paging of the back-office lists. Everything lives in the URL
// (?q=&status=&page=), so the lists work without JavaScript and the back button works.
import { useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight, Download, Search, SearchX } from "lucide-react";
import { plural } from "./format";

export interface ListFilter {
  name: string;
  label: string;
  value: string | undefined;
  /** The first option is "all" (empty value). */
  options: Array<{ value: string; label: string }>;
}

/** A GET form: submitting starts again at page 1; a filter change submits at once when JavaScript runs. */
export function ListSearchForm({ search, searchLabel, placeholder, filters = [] }: {
  search: string | undefined;
  searchLabel: string;
  placeholder: string;
  filters?: ListFilter[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const location = useLocation();
  const active = Boolean(search) || filters.some((filter) => filter.value);
  return (
    <Form key={location.search} ref={formRef} method="get" role="search" aria-label={searchLabel} className="card mb-4 flex flex-col gap-3 p-4 md:flex-row md:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor="list-search" className="label">
          {searchLabel}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input id="list-search" type="search" name="q" defaultValue={search ?? ""} placeholder={placeholder} maxLength={200} className="input pl-9" />
        </div>
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className="md:w-48">
          <label htmlFor={`filter-${filter.name}`} className="label">
            {filter.label}
          </label>
          <select
            id={`filter-${filter.name}`}
            name={filter.name}
            defaultValue={filter.value ?? ""}
            className="input"
            onChange={() => formRef.current?.requestSubmit()}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary">
          Search
        </button>
        {active && (
          <Link to={location.pathname} className="btn-outline">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The current URL with some parameters replaced (undefined removes one). */
export function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
}

export function Pagination({ page, pageCount, total, pageSize, noun }: { page: number; pageCount: number; total: number; pageSize: number; noun: string }) {
  const hrefWith = useHrefWith();
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  const linkClass = "btn-outline min-h-10 px-3 py-2";
  const disabledClass = "btn min-h-10 border border-slate-200 bg-slate-50 px-3 py-2 text-slate-500";
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 0 || first > total ? `No ${noun}s on this page` : `Showing ${first}-${last} of ${plural(total, noun)}`}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={hrefWith({ page: page - 1 === 1 ? undefined : Math.min(page - 1, pageCount) })} className={linkClass} rel="prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </span>
          )}
          <span className="px-2 text-sm text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={hrefWith({ page: page + 1 })} className={linkClass} rel="next">
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </div>
      )}
    </nav>
  );
}

/** Nothing to show: says whether the list is empty or the filters match nothing. */
export function EmptyState({ filtered, title, children, icon }: { filtered: boolean; title: string; children?: ReactNode; icon: ReactNode }) {
  const location = useLocation();
  return (
    <div className="card px-6 py-12 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-navy-50 text-navy-700">{filtered ? <SearchX className="size-6" aria-hidden="true" /> : icon}</div>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{filtered ? "Nothing matches these filters" : title}</h2>
      <div className="mx-auto mt-2 max-w-md text-slate-700">
        {filtered ? (
          <>
            Try another search, or{" "}
            <Link to={location.pathname} className="font-semibold text-navy-700 underline">
              clear the filters
            </Link>
            .
          </>
        ) : (
          children
        )}
      </div>
    </div>
  );
}

/** A plain download link to the CSV export of the current filters (works without JavaScript). */
export function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className="btn-outline">
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
