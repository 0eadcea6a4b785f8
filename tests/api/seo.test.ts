import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { blogPosts } from "../../server/db/schema";
import { registerSiteRoutes } from "../../server/site-routes";
import { PUBLIC_PAGES, sitemapUrls } from "../../server/services/sitemap";
import { organizationJsonLd } from "../../app/components/marketing/organization.server";
import { nearestCity, distanceKm, SERVICE_CITIES } from "../../app/content/cities";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://safety.example.co.za" }, { extraRoutes: registerSiteRoutes });
  const content = "Content long enough to be a real post about workplace safety in South Africa.";
  await t.deps.db.insert(blogPosts).values([
    { title: "Published older", slug: "seo-published-older", excerpt: "An older published post.", content, published: true, publishedAt: new Date("2025-01-10T08:00:00Z"), updatedAt: new Date("2025-01-11T08:00:00Z") },
    { title: "Published newer & better", slug: "seo-published-newer", excerpt: "A newer published post.", content, published: true, publishedAt: new Date("2025-03-01T08:00:00Z"), updatedAt: new Date("2025-03-02T08:00:00Z") },
    { title: "A draft", slug: "seo-draft-post", excerpt: "Not yet published.", content, published: false },
  ]);
});
afterAll(() => t?.close());

describe(`sitemap and robots on ${engine}`, () => {
  it("lists every public page, then published posts newest first, never drafts", async () => {
    const entries = await sitemapUrls(t.deps.db);
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((page) => page.path));
    const ours = paths.filter((path) => path.startsWith("/blog/seo-"));
    expect(ours).toEqual(["/blog/seo-published-newer", "/blog/seo-published-older"]);
    expect(paths).not.toContain("/blog/seo-draft-post");
    expect(paths).not.toContain("/admin");
    expect(paths).not.toContain("/auth");
  });

  it("serves sitemap.xml with absolute URLs, escaped, with lastmod for posts", async () => {
    const res = await request(t.app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.text).toContain("<loc>https://safety.example.co.za/</loc>");
    expect(res.text).toContain("<loc>https://safety.example.co.za/services</loc>");
    expect(res.text).toContain("<loc>https://safety.example.co.za/blog/seo-published-newer</loc><lastmod>2025-03-02</lastmod>");
    expect(res.text).not.toContain("seo-draft-post");
  });

  it("serves robots.txt that keeps crawlers out of /admin, /auth and /api", async () => {
    const res = await request(t.app).get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain("Disallow: /auth");
    expect(res.text).toContain("Disallow: /api");
    expect(res.text).toContain("Sitemap: https://safety.example.co.za/sitemap.xml");
  });
});

describe("organisation structured data", () => {
  it("is a ProfessionalService with the ten service areas and the company's contact details", () => {
    const data = organizationJsonLd({ publicUrl: "https://safety.example.co.za", company: t.deps.config.company });
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.url).toBe("https://safety.example.co.za/");
    expect(data.telephone).toBe(t.deps.config.company.phone);
    expect(data.areaServed).toHaveLength(10);
    expect(data.areaServed.map((area) => area.name)).toEqual(SERVICE_CITIES.map((city) => city.name));
    expect(JSON.stringify(data)).not.toMatch(/undefined/);
  });
});

describe("nearest service city", () => {
  it("measures great-circle distances (haversine)", () => {
    // Johannesburg to Cape Town is about 1,270 km as the crow flies.
    expect(distanceKm([-26.2041, 28.0473], [-33.9249, 18.4241])).toBeGreaterThan(1250);
    expect(distanceKm([-26.2041, 28.0473], [-33.9249, 18.4241])).toBeLessThan(1290);
    expect(distanceKm([-26.2041, 28.0473], [-26.2041, 28.0473])).toBe(0);
  });

  it("finds the closest of the ten cities", () => {
    expect(nearestCity([-29.6, 30.38]).city.name).toBe("Durban"); // Pietermaritzburg
    expect(Math.round(nearestCity([-29.6, 30.38]).distanceKm)).toBe(68);
    expect(nearestCity([-34.05, 23.05]).city.name).toBe("Port Elizabeth"); // Knysna
    expect(nearestCity([-25.86, 28.19]).city.name).toBe("Pretoria"); // Centurion
    expect(nearestCity([-22.95, 30.48]).city.name).toBe("Polokwane"); // Thohoyandou
  });
});
