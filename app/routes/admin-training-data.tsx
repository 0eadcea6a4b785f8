import type { Route } from "./+types/admin-training-data";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Manage Training Data", description: "Administration.", path: "/admin/training-data", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Manage Training Data</h1>
    </section>
  );
}
