import type { Route } from "./+types/form-confirmation";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Complete Your Registration", description: "Complete your registration for the Incident Bingo safety inspection platform.", path: "/form-confirmation", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Complete Your Registration</h1>
    </section>
  );
}
