import type { Route } from "./+types/service-providers";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "For Service Providers", description: "Accredited OHS training and service providers: receive qualified local leads and pay only for the leads you accept.", path: "/service-providers" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">For Service Providers</h1>
    </section>
  );
}
