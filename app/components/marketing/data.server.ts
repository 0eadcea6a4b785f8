// Server-only data for the marketing routes' loaders; the .server suffix keeps the
// database code out of the browser bundle.
export { listPublishedPosts } from "../../../server/services/blog";
export { sitemapUrls } from "../../../server/services/sitemap";
