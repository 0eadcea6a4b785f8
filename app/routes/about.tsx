import type { Route } from "./+types/about";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "About Us", description: "We connect South African businesses with certified occupational health and safety professionals, fast.", path: "/about" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">About Us</h1>
    </section>
  );
}
