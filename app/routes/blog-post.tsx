import { data } from "react-router";
import type { Route } from "./+types/blog-post";

// Filled by the blog issue: every post is 404 until posts are read from the database.
export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
