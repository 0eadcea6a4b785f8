import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, Building2, Inbox, Mail, Newspaper, UserCheck } from "lucide-react";
import type { Route } from "./+types/admin-dashboard";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { LeadStatusBadge } from "~/components/backoffice/status-badge";
import { formatDateTime, isoDate } from "~/components/backoffice/format";
import { backofficeStats, latestLeads } from "../../server/services/backoffice-stats";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Dashboard", description: "Administration.", path: "/admin", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const [stats, leads] = await Promise.all([backofficeStats(context.db), latestLeads(context.db)]);
  return { stats, leads, username: admin.username };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { stats, leads, username } = loaderData;
  return (
    <AdminShell>
      <AdminPageHeader title="Dashboard" description={`Welcome back, ${username}. Here is what needs attention.`} />
      <ul aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard to="/admin/leads" label="New leads this week" value={stats.newLeadsThisWeek} note="Received since Monday" icon={<Inbox className="size-5" aria-hidden="true" />} />
        <StatCard
          to="/admin/providers?status=pending"
          label="Pending provider applications"
          value={stats.pendingProviders}
          note="Waiting for approval"
          icon={<Building2 className="size-5" aria-hidden="true" />}
        />
        <StatCard
          to="/admin/subscribers?status=active"
          label="Subscribers"
          value={stats.activeSubscribers}
          note="Active, not unsubscribed"
          icon={<Mail className="size-5" aria-hidden="true" />}
        />
        <StatCard to="/admin/blog" label="Published posts" value={stats.publishedPosts} note="Live on the blog" icon={<Newspaper className="size-5" aria-hidden="true" />} />
      </ul>

      {stats.accountsAwaitingApproval > 0 && (
        <Link
          to="/admin/users?role=awaiting"
          className="card mt-4 flex items-center gap-3 border-amber-300 bg-amber-50 p-4 text-amber-950 hover:bg-amber-100"
        >
          <UserCheck className="size-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">
            <strong>{stats.accountsAwaitingApproval}</strong> {stats.accountsAwaitingApproval === 1 ? "account is" : "accounts are"} waiting for administrator
            rights.
          </span>
          <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      )}

      <section aria-labelledby="latest-leads" className="card mt-6">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id="latest-leads" className="text-lg font-semibold text-navy-900">
            Latest leads
          </h2>
          <Link to="/admin/leads" className="text-sm font-semibold text-navy-700 underline">
            All leads
          </Link>
        </div>
        {leads.length === 0 ? (
          <p className="px-5 py-8 text-center text-slate-700">No leads yet. Quote requests from the contact form will appear here.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {leads.map((lead) => (
              <li key={lead.id}>
                <Link to={`/admin/leads?lead=${lead.id}`} className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4">
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-navy-800">{lead.name}</span>
                    <span className="block text-sm text-slate-600">{[lead.company, lead.service].filter(Boolean).join(" · ") || "No company or service given"}</span>
                  </span>
                  <span className="flex items-center gap-3 text-sm text-slate-600">
                    <time dateTime={isoDate(lead.createdAt)}>{formatDateTime(lead.createdAt)}</time>
                    <LeadStatusBadge status={lead.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminShell>
  );
}

function StatCard({ to, label, value, note, icon }: { to: string; label: string; value: number; note: string; icon: ReactNode }) {
  return (
    <li>
      <Link to={to} className="card flex h-full flex-col p-5 transition-colors hover:border-navy-300 hover:bg-navy-50/40">
        <span className="flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
          {label}
          <span className="flex size-9 items-center justify-center rounded-lg bg-navy-50 text-navy-700">{icon}</span>
        </span>
        <span className="mt-2 text-3xl font-bold text-navy-900">
          {value.toLocaleString("en-ZA")}
        </span>
        <span className="mt-1 text-xs text-slate-600">{note}</span>
      </Link>
    </li>
  );
}
