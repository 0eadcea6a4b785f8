import type { Route } from "./+types/admin-blog-create";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Create New Blog Post", description: "Administration.", path: "/admin/blog/create", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Create New Blog Post</h1>
    </section>
  );
}
