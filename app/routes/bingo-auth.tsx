import { redirect } from "react-router";
import type { Route } from "./+types/bingo-auth";

// DESIGN decision 2: /auth is the one login page; keep the page to return to.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  return redirect(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
}
