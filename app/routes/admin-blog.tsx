import type { Route } from "./+types/admin-blog";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Blog Posts", description: "Administration.", path: "/admin/blog", noindex: true });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Blog Posts</h1>
    </section>
  );
}
