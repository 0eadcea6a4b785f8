import type { Route } from "./+types/auth";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Administrator Login", description: "Sign in to manage the website.", path: "/auth", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Administrator Login</h1>
    </section>
  );
}
