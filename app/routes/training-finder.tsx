import type { Route } from "./+types/training-finder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Training Requirements Finder", description: "Find the OHS training a job role legally needs in South Africa, by industry and job role.", path: "/training-finder" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Training Requirements Finder</h1>
    </section>
  );
}
