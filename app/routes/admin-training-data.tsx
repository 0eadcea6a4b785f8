import { data, Link } from "react-router";
import { LogIn, ShieldAlert } from "lucide-react";
import type { Route } from "./+types/admin-training-data";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { TrainingDataAdmin } from "~/components/training/admin/training-data-admin";
import { TRAINING_ADMIN } from "~/components/training/copy";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: TRAINING_ADMIN.title, description: "Administration.", path: "/admin/training-data", noindex: true });

/** SPEC §2: signed out, this page says "Access Denied" instead of redirecting; without admin rights, the shared 403 screen. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) return data({ signedIn: false }, { status: 401 });
  requireAdmin(request, context);
  return { signedIn: true };
}

function AccessDenied() {
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-16">
      <div className="card w-full max-w-md p-6 text-center sm:p-8">
        <ShieldAlert className="mx-auto size-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">{TRAINING_ADMIN.deniedTitle}</h1>
        <p className="mt-3 text-slate-700">{TRAINING_ADMIN.deniedText}</p>
        <Link to={`/auth?redirectTo=${encodeURIComponent("/admin/training-data")}`} className="btn-secondary mt-6">
          <LogIn className="size-4" aria-hidden="true" />
          {TRAINING_ADMIN.deniedButton}
        </Link>
      </div>
    </div>
  );
}

export default function AdminTrainingData({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <AccessDenied />;
  return (
    <AdminShell>
      <AdminPageHeader title={TRAINING_ADMIN.title} description={TRAINING_ADMIN.description} />
      <TrainingDataAdmin />
    </AdminShell>
  );
}
