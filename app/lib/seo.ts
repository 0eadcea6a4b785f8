import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "./site";

interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services". */
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

type Matches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;

/** The site settings from the root loader, read inside a route's meta function. */
export function siteFromMatches(matches: Matches): SiteSettings | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { site?: SiteSettings } | undefined;
  return data?.site;
}

/** A unique title, description, canonical URL and Open Graph tags for a page. */
export function seo(matches: Matches, page: PageSeo): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const base = site?.publicUrl ?? "";
  const url = `${base}${page.path}`;
  const name = site?.company.name ?? "Safety Experts On-Demand";
  const title = page.title.includes(name) ? page.title : `${page.title} | ${name}`;
  const image = page.image ? (page.image.startsWith("http") ? page.image : `${base}${page.image}`) : `${base}/images/og-default.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
