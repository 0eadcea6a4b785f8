import type { Route } from "./+types/admin-users";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Users", description: "Administration.", path: "/admin/users", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Users</h1>
    </section>
  );
}
