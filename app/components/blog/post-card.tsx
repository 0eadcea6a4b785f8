import { Link } from "react-router";
import { CalendarDays, ShieldCheck } from "lucide-react";
import { categoryLabel, isSiteImage } from "~/lib/blog";
import { useSite } from "~/root";
import { formatShortDate } from "./format";

export interface PostCardData {
  title: string;
  slug: string;
  excerpt: string;
  category: string | null;
  featuredImage: string | null;
  publishedAt: string | null;
}

/** The featured image if the CSP lets the browser show it (ours), else null: an image from another
 *  host would only show as a broken picture (DESIGN decision 8). */
export function useFeaturedImage(address: string | null): string | null {
  const origin = new URL(useSite().publicUrl).origin;
  return address && isSiteImage(address, origin) ? address : null;
}

/** `eager`: the first card's picture is the largest thing on screen when /blog opens; a lazy one
 *  would only start loading after layout. */
export function PostCard({ post, eager = false }: { post: PostCardData; eager?: boolean }) {
  const label = categoryLabel(post.category);
  const image = useFeaturedImage(post.featuredImage);
  return (
    <article className="card flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      {image ? (
        <img src={image} alt="" loading={eager ? "eager" : "lazy"} fetchPriority={eager ? "high" : undefined} className="aspect-[16/9] w-full object-cover" width={640} height={360} />
      ) : (
        // No stock photo: a quiet branded panel instead of a hot-linked image (DESIGN decision 8).
        <div className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-navy-800 to-navy-950" aria-hidden="true">
          <ShieldCheck className="size-12 text-accent-400" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {label && <span className="font-semibold text-accent-700">{label}</span>}
          <span className="inline-flex items-center gap-1 text-slate-600">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.publishedAt ?? undefined}>{formatShortDate(post.publishedAt)}</time>
          </span>
        </div>
        <h2 className="mt-2 text-lg font-bold leading-snug text-navy-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-accent-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <Link to={`/blog/${post.slug}`} className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-navy-700 hover:text-accent-700">
          Read More<span className="sr-only">: {post.title}</span>
          <span aria-hidden="true" className="ml-1">
            &rarr;
          </span>
        </Link>
      </div>
    </article>
  );
}
