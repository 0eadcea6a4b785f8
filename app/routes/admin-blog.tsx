import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Eye, EyeOff, FilePlus2, Pencil, Trash2, ExternalLink } from "lucide-react";
import type { Route } from "./+types/admin-blog";
import { seo } from "~/lib/seo";
import { apiRequest, ApiError } from "~/lib/api";
import { notify } from "~/lib/toast";
import { requireAdmin } from "~/lib/admin.server";
import { AdminPageHeader, AdminShell } from "~/components/admin/admin-shell";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Spinner } from "~/components/ui/spinner";
import { formatShortDate } from "~/components/blog/format";
import { categoryLabel } from "~/lib/blog";
import { listAdminPosts } from "../../server/services/blog";

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Blog Posts", description: "Manage the blog.", path: "/admin/blog", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  try {
    const posts = await listAdminPosts(context.db);
    return {
      posts: posts.map((post) => ({ ...post, createdAt: post.createdAt.toISOString(), publishedAt: post.publishedAt?.toISOString() ?? null })),
      failed: false,
    };
  } catch (error) {
    context.logger.error({ err: error }, "loading admin blog posts failed");
    return { posts: [], failed: true };
  }
}

type Post = Route.ComponentProps["loaderData"]["posts"][number];

function PostActions({ post, onDelete, onTogglePublished, busy }: { post: Post; onDelete: () => void; onTogglePublished: () => void; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Link to={`/admin/blog/edit/${post.id}`} className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-navy-800 hover:bg-navy-50" aria-label={`Edit ${post.title}`}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Link>
      <button
        type="button"
        onClick={onTogglePublished}
        disabled={busy}
        className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-navy-800 hover:bg-navy-50 disabled:opacity-60"
        aria-label={`${post.published ? "Unpublish" : "Publish"} ${post.title}`}
      >
        {post.published ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        {post.published ? "Unpublish" : "Publish"}
      </button>
      <button
        type="button"
        onClick={onDelete}
        className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50"
        aria-label={`Delete ${post.title}`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </button>
    </div>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  return published ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Draft</Badge>;
}

function SlugLink({ post }: { post: Post }) {
  if (!post.published) return <span className="font-mono text-xs text-slate-600">{post.slug}</span>;
  return (
    <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-mono text-xs text-navy-700 underline hover:text-accent-700">
      {post.slug}
      <ExternalLink className="size-3" aria-hidden="true" />
      <span className="sr-only">(opens the public post in a new tab)</span>
    </a>
  );
}

export default function AdminBlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, failed } = loaderData;
  const revalidator = useRevalidator();
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/admin/blog/${toDelete.id}`);
      await revalidator.revalidate();
      setToDelete(null);
      void notify({ title: "Post deleted", description: "The blog post has been successfully deleted." });
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? "Failed to delete post") : "Failed to delete post";
      void notify({ title: "Error", description: message, variant: "destructive" });
    } finally {
      setDeleting(false);
    }
  };

  const togglePublished = async (post: Post) => {
    setToggling(post.id);
    try {
      await apiRequest("PATCH", `/api/admin/blog/${post.id}`, { published: !post.published });
      await revalidator.revalidate();
      void notify({ title: post.published ? "Post unpublished" : "Post published", description: post.published ? "The post is now a draft." : "The post is now live on the blog." });
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? "Failed to update post") : "Failed to update post";
      void notify({ title: "Error", description: message, variant: "destructive" });
    } finally {
      setToggling(null);
    }
  };

  return (
    <AdminShell>
      <AdminPageHeader
        title="Blog Posts"
        description="Write, publish and remove articles on the public blog."
        actions={
          <Link to="/admin/blog/create" className="btn-primary">
            <FilePlus2 className="size-4" aria-hidden="true" />
            New Post
          </Link>
        }
      />

      {failed ? (
        <div className="space-y-4">
          <Alert variant="destructive" title="Error">
            Failed to load blog posts.
          </Alert>
          <button type="button" className="btn-outline" onClick={() => revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            {revalidator.state === "loading" && <Spinner className="size-4" />}
            Retry
          </button>
        </div>
      ) : posts.length === 0 ? (
        <div className="card p-10 text-center">
          <h2 className="text-lg font-semibold text-navy-900">No blog posts yet</h2>
          <p className="mt-2 text-slate-600">Articles you write appear here, drafts included.</p>
          <Link to="/admin/blog/create" className="btn-primary mt-6">
            <FilePlus2 className="size-4" aria-hidden="true" />
            Create your first post
          </Link>
        </div>
      ) : (
        <>
          {/* Phones: one card per post. */}
          <ul className="space-y-3 md:hidden" aria-label="Blog posts">
            {posts.map((post) => (
              <li key={post.id} className="card p-4">
                <div className="flex items-start justify-between gap-3">
                  <Link to={`/admin/blog/edit/${post.id}`} className="font-semibold text-navy-900 hover:underline">
                    {post.title}
                  </Link>
                  <StatusBadge published={post.published} />
                </div>
                <div className="mt-1">
                  <SlugLink post={post} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-600">Created</dt>
                    <dd className="text-slate-900">{formatShortDate(post.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Published</dt>
                    <dd className="text-slate-900">{post.published ? formatShortDate(post.publishedAt) : "Not published"}</dd>
                  </div>
                </dl>
                <div className="mt-3 border-t border-slate-100 pt-2">
                  <PostActions post={post} busy={toggling === post.id} onDelete={() => setToDelete(post)} onTogglePublished={() => togglePublished(post)} />
                </div>
              </li>
            ))}
          </ul>

          {/* Wider screens: the SPEC §2 table. */}
          <div className="card hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Blog posts, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Title</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Slug</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Created</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Published</th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {posts.map((post) => (
                  <tr key={post.id} className="align-top">
                    <td className="px-4 py-3">
                      <Link to={`/admin/blog/edit/${post.id}`} className="font-medium text-navy-900 hover:underline">
                        {post.title}
                      </Link>
                      {post.category && <div className="mt-0.5 text-xs text-slate-600">{categoryLabel(post.category, "admin")}</div>}
                    </td>
                    <td className="px-4 py-3">
                      <SlugLink post={post} />
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge published={post.published} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(post.createdAt)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{post.published ? formatShortDate(post.publishedAt) : "Not published"}</td>
                    <td className="px-4 py-3">
                      <PostActions post={post} busy={toggling === post.id} onDelete={() => setToDelete(post)} onTogglePublished={() => togglePublished(post)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setToDelete(null);
        }}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the blog post."
        pending={deleting}
        onConfirm={confirmDelete}
      />
    </AdminShell>
  );
}
