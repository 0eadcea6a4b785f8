import { data, Link } from "react-router";
import { ArrowLeft, CalendarDays, Clock, Tag } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { seo, siteFromMatches } from "~/lib/seo";
import { categoryLabel } from "~/lib/blog";
import { formatShortDate } from "~/components/blog/format";
import { useFeaturedImage } from "~/components/blog/post-card";
import { getPublishedPostBySlug, readingMinutes, renderMarkdown } from "../../server/services/blog";

// A draft or unknown slug is a 404 to the public; the root ErrorBoundary shows the 404 page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPublishedPostBySlug(context.db, params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      category: post.category,
      tags: post.tags,
      featuredImage: post.featuredImage,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    // Rendered and sanitised on the server: Markdown and sanitize-html never reach the browser bundle.
    html: renderMarkdown(post.content),
    minutes: readingMinutes(post.content),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: "404 Page Not Found" }];
  const { post } = loaderData;
  const tags = seo(matches, {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    // Social networks do not show SVG previews: those posts share the default picture.
    image: post.featuredImage && !/\.svg(\?|#|$)/i.test(post.featuredImage) ? post.featuredImage : undefined,
    type: "article",
  });
  if (post.publishedAt) tags.push({ property: "article:published_time", content: post.publishedAt });
  tags.push({ property: "article:modified_time", content: post.updatedAt });
  const section = categoryLabel(post.category);
  if (section) tags.push({ property: "article:section", content: section });
  for (const tag of post.tags) tags.push({ property: "article:tag", content: tag });
  return tags;
};

/** JSON-LD inside a <script>: "<" is escaped so text in a post can never close the tag. */
function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export default function BlogPostPage({ loaderData, matches }: Route.ComponentProps) {
  const { post, html, minutes } = loaderData;
  const image = useFeaturedImage(post.featuredImage);
  const site = siteFromMatches(matches);
  const base = site?.publicUrl ?? "";
  const url = `${base}/blog/${post.slug}`;
  const label = categoryLabel(post.category);
  const structured = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    articleSection: label ?? undefined,
    keywords: post.tags.length ? post.tags.join(", ") : undefined,
    image: post.featuredImage ? [post.featuredImage.startsWith("http") ? post.featuredImage : `${base}${post.featuredImage}`] : undefined,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    author: { "@type": "Organization", name: site?.company.name ?? "Safety Experts On-Demand", url: base || undefined },
    publisher: { "@type": "Organization", name: site?.company.name ?? "Safety Experts On-Demand", url: base || undefined },
  };

  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
      <header className="bg-navy-900 text-white">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-navy-100 hover:text-white">
            <ArrowLeft className="size-4" aria-hidden="true" />
            All articles
          </Link>
          {label && (
            <p className="mt-6">
              <Link to={`/blog?category=${post.category}`} className="text-sm font-semibold uppercase tracking-wide text-accent-300 hover:text-accent-300/80">
                {label}
              </Link>
            </p>
          )}
          <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-navy-100">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={post.publishedAt ?? undefined}>{formatShortDate(post.publishedAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {minutes} min read
            </span>
          </div>
        </div>
      </header>

      <div className="container-page max-w-3xl py-10 sm:py-12">
        {image && <img src={image} alt="" className="mb-8 aspect-[16/9] w-full rounded-xl object-cover" width={1200} height={675} />}
        <div className="prose-article text-lg" dangerouslySetInnerHTML={{ __html: html }} />

        {post.tags.length > 0 && (
          <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-6">
            <Tag className="size-4 text-slate-600" aria-hidden="true" />
            <span className="sr-only">Tags:</span>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}

        <aside className="mt-10 rounded-xl bg-navy-50 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-navy-900">Need help applying this at your workplace?</h2>
          <p className="mt-2 text-slate-700">Our certified OHS practitioners can assess your site, train your team and help you stay compliant.</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/contact" className="btn-primary">
              Book Safety Expert Now
            </Link>
            <Link to="/blog" className="btn-outline">
              More articles
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
