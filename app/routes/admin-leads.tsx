import type { Route } from "./+types/admin-leads";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Leads", description: "Administration.", path: "/admin/leads", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Leads</h1>
    </section>
  );
}
