// The admin layout: one navigation on every admin screen, the signed-in user and Log out.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { isRouteErrorResponse, Link, NavLink, useNavigate, useRouteError, useRouteLoaderData } from "react-router";
import {
  Building2,
  GraduationCap,
  Hourglass,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  ShieldCheck,
  TriangleAlert,
  Users,
} from "lucide-react";
import type { PublicUser } from "~/lib/user";
import { notify } from "~/lib/toast";
import { apiRequest } from "~/lib/api";

export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/blog", label: "Blog", icon: Newspaper, end: false },
  { to: "/admin/training-data", label: "Training Data", icon: GraduationCap, end: false },
  { to: "/admin/leads", label: "Leads", icon: Inbox, end: false },
  { to: "/admin/providers", label: "Providers", icon: Building2, end: false },
  { to: "/admin/subscribers", label: "Subscribers", icon: Mail, end: false },
  { to: "/admin/users", label: "Users", icon: Users, end: false },
] as const;

/**
 * Log out (SPEC §7 POST /api/logout, §8 toasts). Without JavaScript the form posts to the /auth
 * action instead. The API call does not revalidate this page, whose guard would otherwise
 * redirect before the toast is shown.
 */
export function LogoutButton({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest("POST", "/api/logout");
      void notify({ title: "Logged out", description: "You have been logged out successfully" });
      navigate("/auth", { replace: true });
    } catch (error) {
      void notify({ title: "Logout failed", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };
  return (
    <form method="post" action="/auth" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" disabled={pending} className={`inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${className}`}>
        <LogOut className="size-4" aria-hidden="true" />
        {pending ? "Logging out..." : "Log out"}
      </button>
    </form>
  );
}

function useSignedInUser(): PublicUser | null {
  const root = useRouteLoaderData("root") as { user?: PublicUser | null } | undefined;
  return root?.user ?? null;
}

function TopBar({ user, showLogout = true }: { user: PublicUser | null; showLogout?: boolean }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label="Safety Experts On-Demand website">
          <span className="flex size-8 items-center justify-center rounded-lg bg-accent-700">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <span className="text-sm font-bold leading-tight">
            Safety Experts
            <span className="block text-xs font-semibold uppercase tracking-wider text-accent-300">Admin</span>
          </span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          {user && (
            <span className="hidden text-sm text-navy-100 sm:inline">
              Signed in as <strong className="font-semibold text-white">{user.username}</strong>
            </span>
          )}
          {user && showLogout && <LogoutButton className="border border-white/40 text-white hover:bg-white/10 disabled:opacity-60" />}
        </div>
      </div>
    </header>
  );
}

/** Every admin screen renders inside this: top bar, navigation, then the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  return (
    <div className="min-h-screen">
      <TopBar user={user} />
      <div className="lg:flex">
        <nav aria-label="Admin" className="border-b border-slate-200 bg-white lg:min-h-[calc(100vh-3.5rem)] lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0">
          <ul className="flex gap-1 overflow-x-auto px-2 py-2 lg:flex-col lg:px-3 lg:py-4">
            {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive ? "bg-navy-800 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-navy-900"
                    }`
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
      </div>
    </div>
  );
}

/** A page heading row: title, optional description and actions on the right. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/**
 * Export as the ErrorBoundary of every admin route:
 *   export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";
 * Shows "waiting for approval" to a signed-in account without admin rights (requireAdmin's 403).
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const user = useSignedInUser();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="min-h-screen">
        <TopBar user={user} showLogout={false} />
        <div className="mx-auto max-w-xl px-4 py-16">
          <div className="card p-6 text-center sm:p-8">
            <Hourglass className="mx-auto size-10 text-accent-700" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">Waiting for approval</h1>
            <p className="mt-3 text-slate-700">
              Your account{user ? <> <strong>{user.username}</strong></> : null} has been created, but it does not have administrator rights yet. An
              existing administrator needs to approve it under Users before you can manage the website.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/" className="btn-outline">
                Back to the website
              </Link>
              <LogoutButton className="btn-secondary" />
            </div>
          </div>
        </div>
      </div>
    );
  }

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminShell>
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        <TriangleAlert className="mx-auto size-10 text-accent-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">{notFound ? "Not found" : "Something went wrong"}</h1>
        <p className="mt-3 text-slate-700">
          {notFound ? "This record does not exist or has been deleted." : "The page could not be loaded. Please try again in a moment."}
        </p>
        <div className="mt-6 flex justify-center">
          <Link to="/admin" className="btn-outline">
            Go to the dashboard
          </Link>
        </div>
      </div>
    </AdminShell>
  );
}
