import { Link, useFetcher } from "react-router";
import { Inbox, Mail, Phone, X } from "lucide-react";
import type { Route } from "./+types/admin-leads";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { EmptyState, ExportLink, ListSearchForm, Pagination, useHrefWith } from "~/components/backoffice/list-controls";
import { LeadStatusBadge } from "~/components/backoffice/status-badge";
import { ActionResultAlert, useResultToast } from "~/components/backoffice/action-feedback";
import { formatDateTime, isoDate } from "~/components/backoffice/format";
import { HttpError, parseId, parseWith, runAdminAction, type ActionResult } from "~/components/backoffice/action.server";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadListQuerySchema,
  leadStatusSchema,
  OHS_SERVICES,
  parseListQueryLeniently,
  type LeadStatus,
} from "~/lib/schemas/backoffice";
import { getLead, listLeads, setLeadStatus } from "../../server/services/backoffice-leads";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Leads", description: "Quote requests from the website.", path: "/admin/leads", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const query = parseListQueryLeniently(leadListQuerySchema, url.searchParams);
  const leadParam = url.searchParams.get("lead");
  const selectedId = leadParam && /^\d{1,9}$/.test(leadParam) ? Number(leadParam) : null;
  const [leads, selected] = await Promise.all([listLeads(context.db, query), selectedId ? getLead(context.db, selectedId) : null]);
  return { leads, query, selected, selectedMissing: leadParam !== null && !selected };
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAdminAction(request, context, async (form) => {
    const id = parseId(String(form.get("id") ?? ""), "lead");
    const { status } = parseWith(leadStatusSchema, { status: form.get("status") });
    const lead = await setLeadStatus(context.db, id, status);
    if (!lead) throw new HttpError(404, "This lead does not exist");
    return { intent: "status", message: `${lead.name} is now marked as ${LEAD_STATUS_LABELS[status].toLowerCase()}.` };
  });
}

type LeadRow = Route.ComponentProps["loaderData"]["leads"]["items"][number];

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { leads, query, selected, selectedMissing } = loaderData;
  const hrefWith = useHrefWith();
  const filtered = Boolean(query.q || query.status || query.service);
  const exportParams = new URLSearchParams();
  if (query.q) exportParams.set("q", query.q);
  if (query.status) exportParams.set("status", query.status);
  if (query.service) exportParams.set("service", query.service);
  const exportHref = `/api/admin/leads.csv${exportParams.size ? `?${exportParams}` : ""}`;

  return (
    <AdminShell>
      <AdminPageHeader
        title="Leads"
        description="Quote requests from the contact form, newest first."
        actions={<ExportLink href={exportHref} label="Export CSV" />}
      />
      <ActionResultAlert />
      <ListSearchForm
        search={query.q}
        searchLabel="Search leads"
        placeholder="Name, e-mail, company or message"
        filters={[
          {
            name: "status",
            label: "Status",
            value: query.status,
            options: [{ value: "", label: "All statuses" }, ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))],
          },
          {
            name: "service",
            label: "Service",
            value: query.service,
            options: [{ value: "", label: "All services" }, ...OHS_SERVICES.map((service) => ({ value: service, label: service }))],
          },
        ]}
      />
      <div className={selected || selectedMissing ? "grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start" : ""}>
        {(selected || selectedMissing) && (
          <div className="lg:sticky lg:top-4 lg:order-last">
            {selected ? (
              <LeadDetail lead={selected} closeHref={hrefWith({ lead: undefined })} />
            ) : (
              <div className="card p-5" role="status">
                <p className="font-semibold text-navy-900">This lead does not exist.</p>
                <Link to={hrefWith({ lead: undefined })} className="mt-2 inline-block text-sm font-semibold text-navy-700 underline">
                  Back to the list
                </Link>
              </div>
            )}
          </div>
        )}
        <div className="min-w-0">
          {leads.items.length === 0 && leads.total === 0 ? (
            <EmptyState filtered={filtered} title="No leads yet" icon={<Inbox className="size-6" aria-hidden="true" />}>
              Quote requests sent through the contact form appear here.
            </EmptyState>
          ) : (
            <LeadTable leads={leads.items} selectedId={selected?.id} hrefFor={(id) => hrefWith({ lead: id })} />
          )}
          <Pagination page={leads.page} pageCount={leads.pageCount} total={leads.total} pageSize={leads.pageSize} noun="lead" />
        </div>
      </div>
    </AdminShell>
  );
}

function LeadTable({ leads, selectedId, hrefFor }: { leads: LeadRow[]; selectedId?: number; hrefFor: (id: number) => string }) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Lead
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Service
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Received
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {leads.map((lead) => (
            <tr key={lead.id} className={lead.id === selectedId ? "bg-navy-50" : "hover:bg-slate-50"}>
              <td className="px-4 py-3">
                <Link
                  to={hrefFor(lead.id)}
                  aria-current={lead.id === selectedId ? "true" : undefined}
                  className="font-semibold text-navy-800 underline-offset-2 hover:underline"
                >
                  {lead.name}
                </Link>
                <div className="text-slate-600">{lead.company ?? lead.email}</div>
                <div className="text-slate-600 sm:hidden">
                  <time dateTime={isoDate(lead.createdAt)}>{formatDateTime(lead.createdAt)}</time>
                </div>
                <div className="text-slate-600 md:hidden">{lead.service}</div>
              </td>
              <td className="hidden px-4 py-3 text-slate-700 md:table-cell">{lead.service ?? "Not given"}</td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 sm:table-cell">
                <time dateTime={isoDate(lead.createdAt)}>{formatDateTime(lead.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <LeadStatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeadDetail({ lead, closeHref }: { lead: LeadRow; closeHref: string }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.state, fetcher.data, "Status updated");
  const pendingStatus = fetcher.formData?.get("status") as LeadStatus | undefined;
  return (
    <article aria-labelledby="lead-detail-title" className="card p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Lead #{lead.id}</p>
          <h2 id="lead-detail-title" className="text-xl font-bold text-navy-900">
            {lead.name}
          </h2>
          <p className="text-sm text-slate-600">
            Received <time dateTime={isoDate(lead.createdAt)}>{formatDateTime(lead.createdAt)}</time>
          </p>
        </div>
        <Link to={closeHref} className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label="Close lead details">
          <X className="size-5" aria-hidden="true" />
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="break-words">
          <a href={`mailto:${lead.email}`} className="inline-flex items-center gap-1 text-navy-700 underline">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {lead.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">Phone</dt>
        <dd>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 text-navy-700 underline">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {lead.phone}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">Company</dt>
        <dd>{lead.company ?? "Not given"}</dd>
        <dt className="font-medium text-slate-600">Service</dt>
        <dd>{lead.service ?? "Not given"}</dd>
        <dt className="font-medium text-slate-600">Source</dt>
        <dd>{lead.source ?? "Contact form"}</dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>
          <LeadStatusBadge status={pendingStatus ?? lead.status} />
        </dd>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-navy-900">Message</h3>
      <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">{lead.message}</p>
      <fetcher.Form method="post" className="mt-5 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={lead.id} />
        <div className="min-w-0 flex-1">
          <label htmlFor="lead-status" className="label">
            Change status
          </label>
          <select key={`${lead.id}-${lead.status}`} id="lead-status" name="status" defaultValue={lead.status} className="input">
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save status"}
        </button>
      </fetcher.Form>
    </article>
  );
}
