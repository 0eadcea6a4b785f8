import { Link } from "react-router";
import { FileText, Newspaper } from "lucide-react";
import type { Route } from "./+types/sitemap";
import { seo } from "~/lib/seo";
import { sitemapUrls } from "~/components/marketing/data.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Sitemap", description: "Every page and article of the Safety Experts On-Demand website in one list.", path: "/sitemap" });

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await sitemapUrls(context.db);
  return {
    pages: entries.filter((entry) => !entry.path.startsWith("/blog/")).map(({ path, title }) => ({ path, title })),
    posts: entries.filter((entry) => entry.path.startsWith("/blog/")).map(({ path, title }) => ({ path, title })),
  };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { pages, posts } = loaderData;
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Sitemap</h1>
      <p className="mt-3 text-lg text-slate-700">Every page and article on this website.</p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <FileText className="size-5 text-accent-700" aria-hidden="true" />
            Pages
          </h2>
          <ul className="mt-4 space-y-2" data-testid="sitemap-pages">
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="text-navy-700 underline underline-offset-2 hover:text-accent-700">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="sitemap-posts">
          <h2 id="sitemap-posts" className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <Newspaper className="size-5 text-accent-700" aria-hidden="true" />
            Blog articles
          </h2>
          {posts.length > 0 ? (
            <ul className="mt-4 space-y-2" data-testid="sitemap-posts">
              {posts.map((post) => (
                <li key={post.path}>
                  <Link to={post.path} className="text-navy-700 underline underline-offset-2 hover:text-accent-700">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">No articles have been published yet.</p>
          )}
        </nav>
      </div>
    </section>
  );
}
