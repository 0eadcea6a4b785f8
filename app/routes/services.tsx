import type { Route } from "./+types/services";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Our Services", description: "OHS training, safety consulting, workplace auditing and safety equipment from certified South African safety professionals.", path: "/services" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Our Services</h1>
    </section>
  );
}
