// The page-side guard for every /admin screen (DESIGN decision 1). The API has its own
// (server/auth/guard.ts); both read the same session.
import { data, redirect, type AppLoadContext } from "react-router";
import type { PublicUser } from "./user";
import { assertSameOrigin } from "./origin.server";

export const AWAITING_APPROVAL = "awaiting-approval";

/** Only a same-site relative path may be returned to after login (no open redirect). */
export function safeRedirectPath(value: string | null | undefined, fallback = "/admin/blog"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://localhost");
    if (url.origin !== "http://localhost") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * Signed out: redirect to /auth, returning here afterwards. Signed in without admin rights:
 * a 403 that AdminErrorBoundary (app/components/admin/admin-shell.tsx) shows as "waiting for
 * approval". Otherwise the administrator.
 */
export function requireAdmin(request: Request, context: AppLoadContext): PublicUser {
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (!user.isAdmin) throw data({ reason: AWAITING_APPROVAL }, { status: 403 });
  return user;
}

/** requireAdmin for actions: also refuses submissions from other sites. */
export function requireAdminAction(request: Request, context: AppLoadContext): PublicUser {
  assertSameOrigin(request, context.config.publicUrl);
  return requireAdmin(request, context);
}
