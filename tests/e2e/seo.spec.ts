import { test, expect } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";

// Unique title and description, canonical URL and Open Graph tags on every public page.

const PAGES = ["/", "/services", "/about", "/blog", "/contact", "/service-providers", "/training-finder", "/registration-success", "/form-confirmation", "/privacy-policy", "/terms", "/sitemap"];

test("every public page has a unique title and description, a canonical URL and Open Graph tags", async ({ page }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of PAGES) {
    await page.goto(path);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(title, path).toMatch(/\S/);
    expect(description.length, `${path} description`).toBeGreaterThan(30);
    expect(titles.has(title), `${path} repeats the title of ${titles.get(title)}`).toBe(false);
    expect(descriptions.has(description), `${path} repeats the description of ${descriptions.get(description)}`).toBe(false);
    titles.set(title, path);
    descriptions.set(description, path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${E2E_BASE_URL}${path}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${E2E_BASE_URL}/images/og-default.png`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_ZA");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
  }
});

test("the Open Graph image is served as a 1200x630 PNG", async ({ request }) => {
  const res = await request.get("/images/og-default.png");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  const body = await res.body();
  expect(body.readUInt32BE(16)).toBe(1200);
  expect(body.readUInt32BE(20)).toBe(630);
});

test("robots.txt keeps crawlers out of admin, auth and api and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  for (const line of ["Disallow: /admin", "Disallow: /auth", "Disallow: /api", `Sitemap: ${E2E_BASE_URL}/sitemap.xml`]) expect(text).toContain(line);
});

test("sitemap.xml lists every public page, and every listed URL answers 200", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const path of ["/", "/services", "/about", "/blog", "/contact", "/training-finder", "/service-providers", "/privacy-policy", "/terms", "/sitemap"]) {
    expect(locs).toContain(`${E2E_BASE_URL}${path}`);
  }
  for (const loc of locs) expect((await request.get(loc.replace(E2E_BASE_URL, ""))).status(), loc).toBe(200);
});

test("images are ours, sized, and lazy below the fold", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== E2E_BASE_URL && !url.hostname.endsWith("tile.openstreetmap.org")) external.push(request.url());
  });
  for (const path of ["/", "/services", "/about"]) {
    await page.goto(path);
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((img) => ({ src: img.getAttribute("src"), width: img.getAttribute("width"), height: img.getAttribute("height"), loading: img.getAttribute("loading"), top: img.getBoundingClientRect().top })),
    );
    for (const image of images) {
      expect(image.src, path).toMatch(/^\/images\//);
      expect(Number(image.width), `${path} ${image.src}`).toBeGreaterThan(0);
      expect(Number(image.height), `${path} ${image.src}`).toBeGreaterThan(0);
      if (image.top > 1200) expect(image.loading, `${path} ${image.src}`).toBe("lazy");
    }
  }
  expect(external).toEqual([]);
});
