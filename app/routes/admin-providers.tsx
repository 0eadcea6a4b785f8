import { useId } from "react";
import { useFetcher } from "react-router";
import { Building2, Check, Globe, Mail, MapPin, Phone, X } from "lucide-react";
import type { Route } from "./+types/admin-providers";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { EmptyState, ListSearchForm, Pagination } from "~/components/backoffice/list-controls";
import { ProviderStatusBadge } from "~/components/backoffice/status-badge";
import { ActionResultAlert, useResultToast } from "~/components/backoffice/action-feedback";
import { formatDate, isoDate } from "~/components/backoffice/format";
import { parseId, parseWith, runAdminAction, type ActionResult } from "~/components/backoffice/action.server";
import { parseListQueryLeniently, PROVIDER_STATUS_LABELS, PROVIDER_STATUSES, providerDecisionSchema, providerListQuerySchema } from "~/lib/schemas/backoffice";
import { decideProvider, listProviders } from "../../server/services/backoffice-providers";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Provider Applications", description: "Provider applications to review.", path: "/admin/providers", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = parseListQueryLeniently(providerListQuerySchema, new URL(request.url).searchParams);
  return { providers: await listProviders(context.db, query), query };
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAdminAction(request, context, async (form) => {
    const id = parseId(String(form.get("id") ?? ""), "application");
    const decision = parseWith(providerDecisionSchema, { status: form.get("status"), reason: form.get("reason") });
    const provider = await decideProvider(context.db, context.config, id, decision);
    const verb = decision.status === "approved" ? "approved" : "rejected";
    return { intent: "decide", message: `${provider.companyName} has been ${verb}. We have e-mailed ${provider.email}.` };
  });
}

type ProviderRow = Route.ComponentProps["loaderData"]["providers"]["items"][number];

export default function ProvidersPage({ loaderData }: Route.ComponentProps) {
  const { providers, query } = loaderData;
  const filtered = Boolean(query.q || query.status);
  return (
    <AdminShell>
      <AdminPageHeader title="Provider Applications" description="Companies that applied to receive leads. Approving or rejecting e-mails the applicant." />
      <ActionResultAlert />
      <ListSearchForm
        search={query.q}
        searchLabel="Search applications"
        placeholder="Company, contact, e-mail or province"
        filters={[
          {
            name: "status",
            label: "Status",
            value: query.status,
            options: [{ value: "", label: "All statuses" }, ...PROVIDER_STATUSES.map((status) => ({ value: status, label: PROVIDER_STATUS_LABELS[status] }))],
          },
        ]}
      />
      {providers.total === 0 ? (
        <EmptyState filtered={filtered} title="No applications yet" icon={<Building2 className="size-6" aria-hidden="true" />}>
          Applications sent from the For Providers page appear here.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {providers.items.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={providers.page} pageCount={providers.pageCount} total={providers.total} pageSize={providers.pageSize} noun="application" />
    </AdminShell>
  );
}

function ProviderCard({ provider }: { provider: ProviderRow }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-navy-900">
            {provider.companyName}
          </h2>
          <p className="text-sm text-slate-600">
            {provider.contactName} · applied <time dateTime={isoDate(provider.createdAt)}>{formatDate(provider.createdAt)}</time> · reference P-{provider.id}
          </p>
        </div>
        <div className="shrink-0 self-start">
          <ProviderStatusBadge status={provider.status} />
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <li>
          <a href={`mailto:${provider.email}`} className="inline-flex items-center gap-1 break-all text-navy-700 underline">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {provider.email}
          </a>
        </li>
        <li>
          <a href={`tel:${provider.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 text-navy-700 underline">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {provider.phone}
          </a>
        </li>
        {provider.website && (
          <li>
            <a href={provider.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-navy-700 underline">
              <Globe className="size-4 shrink-0" aria-hidden="true" />
              {provider.website.replace(/^https?:\/\//, "")}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        )}
        <li className="inline-flex items-center gap-1 text-slate-700">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {provider.serviceArea}
        </li>
      </ul>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Services offered">
        {provider.services.map((service) => (
          <li key={service} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-800">
            {service}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-navy-700">About the company and certifications</summary>
        <div className="mt-2 space-y-2 text-slate-800">
          <p className="whitespace-pre-wrap">{provider.companyDescription}</p>
          <p className="whitespace-pre-wrap">
            <span className="font-medium">Certifications: </span>
            {provider.certifications ?? "Not given"}
          </p>
        </div>
      </details>
      {provider.status !== "pending" && provider.statusReason && (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-medium">{provider.status === "approved" ? "Note to the applicant" : "Reason given"}: </span>
          {provider.statusReason}
        </p>
      )}
      <DecisionForm provider={provider} />
    </article>
  );
}

/** Approve or reject, with an optional reason that goes into the applicant's e-mail. */
function DecisionForm({ provider }: { provider: ProviderRow }) {
  const fetcher = useFetcher<ActionResult>();
  const reasonId = useId();
  useResultToast(fetcher.state, fetcher.data, "Application updated");
  const pending = fetcher.state !== "idle";
  const choosing = fetcher.formData?.get("status");
  const canApprove = provider.status !== "approved";
  const canReject = provider.status !== "rejected";
  const summary = provider.status === "pending" ? "Approve or reject" : "Change the decision";
  return (
    <details className="mt-4 border-t border-slate-200 pt-4">
      <summary className="btn-outline min-h-10 cursor-pointer list-none px-3 py-2 [&::-webkit-details-marker]:hidden">{summary}</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="id" value={provider.id} />
        <div>
          <label htmlFor={reasonId} className="label">
            Reason or note for the applicant <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea id={reasonId} name="reason" rows={3} maxLength={1000} className="input" placeholder="For example: please send a copy of your SAQA accreditation." />
          <p className="mt-1 text-xs text-slate-600">Included in the e-mail to {provider.email}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canApprove && (
            <button type="submit" name="status" value="approved" className="btn bg-emerald-700 text-white hover:bg-emerald-800" disabled={pending}>
              <Check className="size-4" aria-hidden="true" />
              {pending && choosing === "approved" ? "Approving..." : "Approve"}
            </button>
          )}
          {canReject && (
            <button type="submit" name="status" value="rejected" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending}>
              <X className="size-4" aria-hidden="true" />
              {pending && choosing === "rejected" ? "Rejecting..." : "Reject"}
            </button>
          )}
        </div>
      </fetcher.Form>
    </details>
  );
}
