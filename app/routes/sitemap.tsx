import type { Route } from "./+types/sitemap";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Sitemap", description: "Every page of the Safety Experts On-Demand website.", path: "/sitemap" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Sitemap</h1>
    </section>
  );
}
