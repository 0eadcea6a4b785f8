// Plain HTTP routes beside the pages: robots.txt and sitemap.xml.
import type { Express } from "express";
import type { AppDeps } from "./deps";
import { sitemapUrls } from "./services/sitemap";
import { blogRssFeed } from "./services/blog";

export function registerSiteRoutes(app: Express, deps: AppDeps): void {
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").send(
      ["User-agent: *", "Disallow: /admin", "Disallow: /auth", "Disallow: /api", "", `Sitemap: ${deps.config.publicUrl}/sitemap.xml`, ""].join("\n"),
    );
  });

  app.get("/blog/rss.xml", async (_req, res) => {
    const feed = await blogRssFeed(deps.db, { publicUrl: deps.config.publicUrl, name: deps.config.company.name });
    res.type("application/rss+xml").set("Cache-Control", "public, max-age=600").send(feed);
  });

  app.get("/sitemap.xml", async (_req, res) => {
    const urls = await sitemapUrls(deps.db);
    const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const body = urls
      .map((entry) => `  <url><loc>${escape(deps.config.publicUrl + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`)
      .join("\n");
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
}
