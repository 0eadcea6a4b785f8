import type { Route } from "./+types/privacy-policy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Privacy Policy", description: "How we collect, use and protect your personal information under POPIA.", path: "/privacy-policy" });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Privacy Policy</h1>
    </section>
  );
}
