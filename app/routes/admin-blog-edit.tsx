import { data, Link } from "react-router";
import { ArrowLeft, ExternalLink } from "lucide-react";
import type { Route } from "./+types/admin-blog-edit";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { BlogPostForm } from "~/components/admin/blog-post-form";
import { Badge } from "~/components/ui/badge";
import { formatShortDate } from "~/components/blog/format";
import { getPostById } from "../../server/services/blog";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, { title: "Edit Blog Post", description: "Edit a blog post.", path: `/admin/blog/edit/${params.id}`, noindex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const post = id > 0 ? await getPostById(context.db, id) : null;
  if (!post) throw data(null, { status: 404 });
  return {
    post: {
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      featuredImage: post.featuredImage ?? "",
      category: post.category ?? "",
      tags: post.tags,
      published: post.published,
      createdAt: post.createdAt.toISOString(),
      publishedAt: post.publishedAt?.toISOString() ?? null,
    },
  };
}

export default function EditBlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <AdminShell>
      <Link to="/admin/blog" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog Posts
      </Link>
      <AdminPageHeader
        title="Edit Blog Post"
        description={`Created ${formatShortDate(post.createdAt)}. ${post.publishedAt ? `First published ${formatShortDate(post.publishedAt)}.` : "Never published."}`}
        actions={
          <>
            {post.published ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Draft</Badge>}
            {post.published && (
              <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer" className="btn-outline">
                <ExternalLink className="size-4" aria-hidden="true" />
                View post
              </a>
            )}
          </>
        }
      />
      <div className="max-w-3xl">
        {/* key: a fresh form when another post is opened. */}
        <BlogPostForm key={post.id} mode="edit" postId={post.id} initial={post} />
      </div>
    </AdminShell>
  );
}
