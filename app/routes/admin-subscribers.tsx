import type { Route } from "./+types/admin-subscribers";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Subscribers", description: "Administration.", path: "/admin/subscribers", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Subscribers</h1>
    </section>
  );
}
