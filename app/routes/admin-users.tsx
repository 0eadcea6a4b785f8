import { useFetcher } from "react-router";
import { ShieldCheck, ShieldOff, Users } from "lucide-react";
import type { Route } from "./+types/admin-users";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { Badge } from "~/components/ui/badge";
import { EmptyState, ListSearchForm, Pagination } from "~/components/backoffice/list-controls";
import { ActionResultAlert, useResultToast } from "~/components/backoffice/action-feedback";
import { ConfirmAction, InlineConfirm } from "~/components/backoffice/confirm-action";
import { formatDate, isoDate } from "~/components/backoffice/format";
import { parseId, parseWith, runAdminAction, type ActionResult } from "~/components/backoffice/action.server";
import { parseListQueryLeniently, userAdminSchema, userListQuerySchema } from "~/lib/schemas/backoffice";
import { listUsers, setUserAdmin } from "../../server/services/backoffice-users";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Users", description: "Administrator accounts.", path: "/admin/users", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const url = new URL(request.url);
  const query = parseListQueryLeniently(userListQuerySchema, url.searchParams);
  const users = await listUsers(context.db, query);
  const confirmId = Number(url.searchParams.get("confirm"));
  const confirming = users.items.find((u) => u.id === confirmId && u.isAdmin && u.id !== admin.id) ?? null;
  return { users, query, confirming, currentUserId: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAdminAction(request, context, async (form, admin) => {
    const id = parseId(String(form.get("id") ?? ""), "account");
    const { isAdmin } = parseWith(userAdminSchema, { isAdmin: form.get("isAdmin") });
    const user = await setUserAdmin(context.db, admin.id, id, isAdmin);
    return {
      intent: "role",
      message: isAdmin ? `${user.username} now has administrator rights.` : `${user.username} no longer has administrator rights.`,
    };
  });
}

type UserRow = Route.ComponentProps["loaderData"]["users"]["items"][number];

const revokeDescription = (username: string) =>
  `${username} will lose access to the admin area at once. You can grant the rights again later.`;

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { users, query, confirming, currentUserId } = loaderData;
  const filtered = Boolean(query.q || query.role);
  return (
    <AdminShell>
      <AdminPageHeader
        title="Users"
        description="Accounts registered at the login page. New accounts wait here until an administrator grants them rights."
      />
      <ActionResultAlert />
      {confirming && (
        <InlineConfirm
          description={revokeDescription(confirming.username)}
          fields={{ intent: "role", id: String(confirming.id), isAdmin: "false" }}
          confirmLabel="Revoke rights"
        />
      )}
      <ListSearchForm
        search={query.q}
        searchLabel="Search accounts"
        placeholder="Username or e-mail"
        filters={[
          {
            name: "role",
            label: "Role",
            value: query.role,
            options: [
              { value: "", label: "All accounts" },
              { value: "admin", label: "Administrators" },
              { value: "awaiting", label: "Waiting for approval" },
            ],
          },
        ]}
      />
      {users.total === 0 ? (
        <EmptyState filtered={filtered} title="No accounts" icon={<Users className="size-6" aria-hidden="true" />} />
      ) : (
        <div className="card overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Accounts, those waiting for approval first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Account
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Registered
                </th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {users.items.map((user) => (
                <tr key={user.id}>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
                      {user.username}
                      {user.id === currentUserId && <Badge variant="secondary">You</Badge>}
                    </div>
                    <div className="break-all text-slate-600">{user.email ?? "No e-mail given"}</div>
                    <div className="mt-1 md:hidden">
                      <RoleBadge isAdmin={user.isAdmin} />
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 sm:table-cell">
                    <time dateTime={isoDate(user.createdAt)}>{formatDate(user.createdAt)}</time>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">
                    <RoleBadge isAdmin={user.isAdmin} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <RoleAction user={user} isSelf={user.id === currentUserId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={users.page} pageCount={users.pageCount} total={users.total} pageSize={users.pageSize} noun="account" />
    </AdminShell>
  );
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? <Badge variant="default">Administrator</Badge> : <Badge variant="warning">Waiting for approval</Badge>;
}

function RoleAction({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.state, fetcher.data, "Rights granted");
  if (isSelf) return <span className="text-xs text-slate-600">Another administrator can change your rights</span>;
  if (user.isAdmin) {
    return (
      <ConfirmAction
        id={user.id}
        fields={{ intent: "role", id: String(user.id), isAdmin: "false" }}
        label="Revoke rights"
        accessibleLabel={`Revoke rights of ${user.username}`}
        description={revokeDescription(user.username)}
        confirmLabel="Revoke rights"
        pendingLabel="Revoking..."
        successTitle="Rights revoked"
        icon={<ShieldOff className="size-4" aria-hidden="true" />}
      />
    );
  }
  return (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={user.id} />
      <input type="hidden" name="isAdmin" value="true" />
      <button type="submit" className="btn-secondary min-h-10 px-3 py-2" disabled={fetcher.state !== "idle"} aria-label={`Grant admin rights to ${user.username}`}>
        <ShieldCheck className="size-4" aria-hidden="true" />
        {fetcher.state !== "idle" ? "Granting..." : "Grant admin rights"}
      </button>
    </fetcher.Form>
  );
}
