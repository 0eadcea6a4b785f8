import type { Route } from "./+types/terms";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Terms of Service", description: "The terms that govern the use of the Safety Experts On-Demand website and services.", path: "/terms" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Terms of Service</h1>
    </section>
  );
}
