import type { Route } from "./+types/admin-blog-edit";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, { title: "Edit Blog Post", description: "Administration.", path: `/admin/blog/edit/${params.id}`, noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900">Edit Blog Post</h1>
    </section>
  );
}
