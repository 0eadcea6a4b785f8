import { Mail, MailX } from "lucide-react";
import type { Route } from "./+types/admin-subscribers";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { Badge } from "~/components/ui/badge";
import { EmptyState, ExportLink, ListSearchForm, Pagination } from "~/components/backoffice/list-controls";
import { ActionResultAlert } from "~/components/backoffice/action-feedback";
import { ConfirmAction, InlineConfirm } from "~/components/backoffice/confirm-action";
import { formatDate, isoDate } from "~/components/backoffice/format";
import { parseId, runAdminAction } from "~/components/backoffice/action.server";
import { parseListQueryLeniently, subscriberListQuerySchema } from "~/lib/schemas/backoffice";
import { listSubscribers, unsubscribeSubscriberById } from "../../server/services/backoffice-subscribers";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Subscribers", description: "Newsletter and checklist subscribers.", path: "/admin/subscribers", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const query = parseListQueryLeniently(subscriberListQuerySchema, url.searchParams);
  const subscribers = await listSubscribers(context.db, query);
  const confirmId = Number(url.searchParams.get("confirm"));
  const confirming = subscribers.items.find((s) => s.id === confirmId && !s.unsubscribedAt) ?? null;
  return { subscribers, query, confirming };
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAdminAction(request, context, async (form) => {
    const subscriber = await unsubscribeSubscriberById(context.db, parseId(String(form.get("id") ?? ""), "subscriber"));
    return { intent: "unsubscribe", message: `${subscriber.email} will no longer receive marketing e-mails.` };
  });
}

const SOURCE_LABELS: Record<string, string> = { newsletter: "Newsletter", checklist: "Safety checklist" };

const unsubscribeDescription = (email: string) =>
  `${email} will no longer receive the newsletter or any other marketing e-mail from us. They can subscribe again themselves at any time.`;

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { subscribers, query, confirming } = loaderData;
  const filtered = Boolean(query.q || query.status);
  const exportParams = new URLSearchParams();
  if (query.q) exportParams.set("q", query.q);
  if (query.status) exportParams.set("status", query.status);
  const exportHref = `/api/admin/subscribers.csv${exportParams.size ? `?${exportParams}` : ""}`;
  return (
    <AdminShell>
      <AdminPageHeader
        title="Subscribers"
        description="People who asked for the newsletter or the free safety checklist."
        actions={<ExportLink href={exportHref} label="Export CSV" />}
      />
      <ActionResultAlert />
      {confirming && (
        <InlineConfirm description={unsubscribeDescription(confirming.email)} fields={{ intent: "unsubscribe", id: String(confirming.id) }} confirmLabel="Unsubscribe" />
      )}
      <ListSearchForm
        search={query.q}
        searchLabel="Search subscribers"
        placeholder="E-mail address or name"
        filters={[
          {
            name: "status",
            label: "Status",
            value: query.status,
            options: [
              { value: "", label: "All subscribers" },
              { value: "active", label: "Active" },
              { value: "unsubscribed", label: "Unsubscribed" },
            ],
          },
        ]}
      />
      {subscribers.total === 0 ? (
        <EmptyState filtered={filtered} title="No subscribers yet" icon={<Mail className="size-6" aria-hidden="true" />}>
          Sign-ups from the newsletter form and the safety checklist pop-up appear here.
        </EmptyState>
      ) : (
        <div className="card overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscribers, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Subscriber
                </th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">
                  Signed up for
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Subscribed
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only sm:not-sr-only">Status</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {subscribers.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="px-4 py-3">
                    <div className="font-semibold break-all text-navy-900">{subscriber.email}</div>
                    {subscriber.name && <div className="text-slate-600">{subscriber.name}</div>}
                    <div className="text-slate-600 sm:hidden">
                      Since <time dateTime={isoDate(subscriber.createdAt)}>{formatDate(subscriber.createdAt)}</time>
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 text-slate-700 md:table-cell">{SOURCE_LABELS[subscriber.source ?? ""] ?? "Not recorded"}</td>
                  <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 sm:table-cell">
                    <time dateTime={isoDate(subscriber.createdAt)}>{formatDate(subscriber.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 text-right sm:text-left">
                    {subscriber.unsubscribedAt ? (
                      <div className="flex flex-col items-end gap-1 sm:items-start">
                        <Badge variant="outline">Unsubscribed</Badge>
                        <span className="text-xs text-slate-600">
                          <time dateTime={isoDate(subscriber.unsubscribedAt)}>{formatDate(subscriber.unsubscribedAt)}</time>
                        </span>
                      </div>
                    ) : (
                      <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-center">
                        <Badge variant="success">Active</Badge>
                        <ConfirmAction
                          id={subscriber.id}
                          fields={{ intent: "unsubscribe", id: String(subscriber.id) }}
                          label="Unsubscribe"
                          accessibleLabel={`Unsubscribe ${subscriber.email}`}
                          description={unsubscribeDescription(subscriber.email)}
                          confirmLabel="Unsubscribe"
                          pendingLabel="Unsubscribing..."
                          successTitle="Unsubscribed"
                          icon={<MailX className="size-4" aria-hidden="true" />}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={subscribers.page} pageCount={subscribers.pageCount} total={subscribers.total} pageSize={subscribers.pageSize} noun="subscriber" />
    </AdminShell>
  );
}
