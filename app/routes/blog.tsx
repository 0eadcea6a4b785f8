import type { Route } from "./+types/blog";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Safety Blog", description: "Workplace safety tips, South African OHS legal updates, training and auditing guidance.", path: "/blog" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Safety Blog</h1>
    </section>
  );
}
