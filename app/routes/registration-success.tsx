import type { Route } from "./+types/registration-success";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Registration Complete!", description: "Your account and Incident Bingo subscription are active.", path: "/registration-success", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Registration Complete!</h1>
    </section>
  );
}
