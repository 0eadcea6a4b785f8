import { data } from "react-router";
import type { Route } from "./+types/unsubscribe";

// Filled by the capture issue.
export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
