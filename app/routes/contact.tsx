import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Contact Us", description: "Request a quote or book a certified safety expert. We connect you within minutes during business hours.", path: "/contact" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Contact Us</h1>
    </section>
  );
}
