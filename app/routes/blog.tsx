import { Link } from "react-router";
import { Rss } from "lucide-react";
import type { Route } from "./+types/blog";
import { seo } from "~/lib/seo";
import { BLOG_CATEGORIES, categoryLabel, isBlogCategory } from "~/lib/blog";
import { PostCard } from "~/components/blog/post-card";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { listPublishedPosts } from "../../server/services/blog";

const PAGE_SIZE = 9;
const MAX_PAGE = 50;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  const label = category ? categoryLabel(category) : null;
  return [
    ...seo(matches, {
      title: label ? `${label} | Safety Blog` : "Safety Blog",
      description: "Workplace safety tips, South African OHS legal updates, training and auditing guidance.",
      path: category ? `/blog?category=${category}` : "/blog",
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Safety Blog RSS", href: "/blog/rss.xml" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const rawCategory = params.get("category");
  const category = isBlogCategory(rawCategory) ? rawCategory : null;
  const rawPage = Number(params.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  // "Load More" shows every page so far: the same URL works with and without JavaScript.
  const { posts, total } = await listPublishedPosts(context.db, { category, limit: PAGE_SIZE * page });
  return {
    category,
    page,
    total,
    posts: posts.map((post) => ({ ...post, publishedAt: post.publishedAt?.toISOString() ?? null })),
  };
}

function chipHref(category: string | null) {
  return category ? `/blog?category=${category}` : "/blog";
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, category, page } = loaderData;
  const hasMore = posts.length < total;
  const nextHref = `/blog?${new URLSearchParams({ ...(category ? { category } : {}), page: String(page + 1) })}`;
  const chips = [{ value: null, label: "All" }, ...BLOG_CATEGORIES.map((entry) => ({ value: entry.value, label: entry.publicLabel }))];

  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">Insights and updates</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Safety Blog</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100">
            Practical guidance on the Occupational Health and Safety Act, training, audits and safety equipment for South African workplaces.
          </p>
        </div>
      </section>

      <section className="container-page section">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const active = chip.value === category;
              return (
                <li key={chip.label}>
                  <Link
                    to={chipHref(chip.value)}
                    preventScrollReset
                    aria-current={active ? "page" : undefined}
                    className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
                      active ? "border-navy-800 bg-navy-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-navy-400 hover:bg-navy-50"
                    }`}
                  >
                    {chip.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {posts.length === 0 ? (
          <div className="card mt-8 p-10 text-center">
            <h2 className="text-lg font-semibold text-navy-900">No articles here yet</h2>
            <p className="mt-2 text-slate-700">We are writing new guidance all the time. In the meantime, browse all articles.</p>
            <Link to="/blog" className="btn-outline mt-6">
              Show all articles
            </Link>
          </div>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <PostCard key={post.id} post={post} eager={index === 0} />
            ))}
          </div>
        )}

        <div className="mt-10 flex flex-col items-center gap-3">
          {hasMore && (
            <Link to={nextHref} preventScrollReset className="btn-outline">
              Load More Articles
            </Link>
          )}
          {posts.length > 0 && (
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {posts.length} of {total} {total === 1 ? "article" : "articles"}
            </p>
          )}
          <a href="/blog/rss.xml" className="inline-flex items-center gap-1 text-sm text-navy-700 underline hover:text-accent-700">
            <Rss className="size-4" aria-hidden="true" />
            RSS feed
          </a>
        </div>
      </section>

      <section className="bg-navy-50" aria-labelledby="blog-newsletter-heading">
        <div className="container-page section grid gap-8 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="blog-newsletter-heading" className="text-2xl font-bold text-navy-900">
              Get safety updates in your inbox
            </h2>
            <p className="mt-3 text-slate-700">
              New regulations, practical checklists and training reminders for South African workplaces. Subscribe and we will also send you our free
              workplace safety checklist.
            </p>
          </div>
          <NewsletterForm formId="blog-newsletter" />
        </div>
      </section>
    </>
  );
}
