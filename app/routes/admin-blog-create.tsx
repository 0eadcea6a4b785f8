import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/admin-blog-create";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { BlogPostForm } from "~/components/admin/blog-post-form";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Create New Blog Post", description: "Write a new blog post.", path: "/admin/blog/create", noindex: true });

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export default function CreateBlogPostPage() {
  return (
    <AdminShell>
      <Link to="/admin/blog" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog Posts
      </Link>
      <AdminPageHeader title="Create New Blog Post" description="Posts are saved as drafts unless you publish them immediately." />
      <div className="max-w-3xl">
        <BlogPostForm mode="create" />
      </div>
    </AdminShell>
  );
}
