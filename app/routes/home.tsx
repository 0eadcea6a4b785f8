import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "On-Demand Safety Experts", description: "Book certified occupational health and safety experts on demand anywhere in South Africa: OHS training, consulting, audits and safety equipment.", path: "/" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">On-Demand Safety Experts</h1>
    </section>
  );
}
