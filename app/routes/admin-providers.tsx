import type { Route } from "./+types/admin-providers";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Provider Applications", description: "Administration.", path: "/admin/providers", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Provider Applications</h1>
    </section>
  );
}
