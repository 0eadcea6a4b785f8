import { test, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN_STATE, E2E_BASE_URL } from "../../playwright.config";
import { gotoHydrated } from "./helpers";

const CONTENT = "Every workplace needs a current risk assessment, reviewed whenever the work changes. ".repeat(3);
let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STATE });
});
test.afterAll(async () => {
  await admin.dispose();
});

async function createPost(fields: Record<string, unknown>) {
  const res = await admin.post("/api/admin/blog", { data: { excerpt: "An article for the end-to-end tests.", content: CONTENT, published: true, ...fields } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test.describe("public blog", () => {
  test("lists published posts server-side, newest first, with the newsletter section", async ({ request, page }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Understanding the OHS Act: What Every South African Employer Must Know");
    expect(html).toContain("Hazardous Chemical Agents Regulations, 2021");

    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety Blog");
    const titles = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.indexOf("Hazardous Chemical Agents Regulations, 2021: What Has Changed")).toBeLessThan(
      titles.indexOf("Understanding the OHS Act: What Every South African Employer Must Know"),
    );
    await expect(page.getByRole("heading", { name: "Get safety updates in your inbox" })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()).violations).toEqual([]);
  });

  test("the seven category chips filter the list", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const chips = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
    await expect(chips).toHaveText(["All", "Safety Tips", "Legal Updates", "Training", "Auditing", "Equipment", "Industry News"]);
    await expect(chips.first()).toHaveAttribute("aria-current", "page");

    await chips.filter({ hasText: "Legal Updates" }).click();
    await expect(page).toHaveURL(/\/blog\?category=regulations$/);
    await expect(chips.filter({ hasText: "Legal Updates" })).toHaveAttribute("aria-current", "page");
    const articles = page.getByRole("article");
    await expect(articles.getByRole("heading", { name: "Understanding the OHS Act: What Every South African Employer Must Know" })).toBeVisible();
    for (const label of await articles.locator("span.text-accent-700").allTextContents()) expect(label).toBe("Legal Updates");
    await expect(articles.getByRole("heading", { name: /Personal Protective Equipment/ })).toHaveCount(0);

    await chips.filter({ hasText: "Equipment" }).click();
    await expect(page).toHaveURL(/category=equipment$/);
    await expect(articles.getByRole("heading", { name: /Personal Protective Equipment/ })).toBeVisible();
  });

  test("Load More Articles pages nine at a time, with and without JavaScript", async ({ page, request }) => {
    const stamp = Date.now();
    for (let i = 0; i < 10; i++) {
      await createPost({ title: `Audit finding number ${i + 1} of ${stamp}`, slug: `audit-finding-${i + 1}-${stamp}`, category: "auditing" });
    }
    await gotoHydrated(page, "/blog?category=auditing");
    await expect(page.getByRole("article")).toHaveCount(9);
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page).toHaveURL(/category=auditing&page=2$/);
    await expect(page.getByRole("article")).toHaveCount(11);
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(0);

    const html = await (await request.get("/blog?category=auditing&page=2")).text();
    expect(html.match(/<article/g)?.length).toBe(11);
  });

  test("a post reads with its title, date, category, tags, reading time, JSON-LD and Open Graph tags", async ({ page }) => {
    await gotoHydrated(page, "/blog?category=safety-tips");
    await page.getByRole("link", { name: /^Read More\s*:\s*Working at Heights: Practical Fall Protection/ }).click();
    await expect(page).toHaveURL(/\/blog\/working-at-heights-fall-protection$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Working at Heights: Practical Fall Protection for Construction Sites");
    await expect(page.getByText("Nov 17, 2025")).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    // Its own illustration, served by us; social previews get the PNG default (no SVG support there).
    const header = page.locator('main img[src="/images/blog/working-at-heights-fall-protection.svg"]');
    await expect(header).toBeVisible();
    expect(await header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/og-default\.png$/);
    await expect(page.getByRole("link", { name: "Safety Tips" })).toHaveAttribute("href", "/blog?category=safety-tips");
    await expect(page.getByRole("listitem").filter({ hasText: "fall protection" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Start with a fall protection plan" })).toBeVisible();

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "Article", headline: "Working at Heights: Practical Fall Protection for Construction Sites", articleSection: "Safety Tips" });
    expect(ld.datePublished).toMatch(/^2025-11-17/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Working at Heights/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/working-at-heights-fall-protection$/);
    expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()).violations).toEqual([]);
  });

  test("a stored script attempt is rendered harmless", async ({ page }) => {
    const stamp = Date.now();
    const post = await createPost({
      title: `Harmless markup ${stamp}`,
      slug: `harmless-markup-${stamp}`,
      content: `Before the attempt.\n\n<script>window.__pwned = true</script>\n\n<img src="/nope.png" onerror="window.__pwned = true">\n\n[click](javascript:window.__pwned=true)\n\n${CONTENT}`,
    });
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await gotoHydrated(page, `/blog/${post.slug}`);
    await expect(page.getByText("Before the attempt.")).toBeVisible();
    await page.getByText("click", { exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await page.locator("article script:not([type='application/ld+json'])").count()).toBe(0);
  });

  test("a draft and an unknown slug are 404 to the public; the RSS feed lists published posts", async ({ page, request }) => {
    const stamp = Date.now();
    const draft = await createPost({ title: `Unpublished draft ${stamp}`, slug: `unpublished-draft-${stamp}`, published: false });
    const response = await page.goto(`/blog/${draft.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    expect((await page.goto("/blog/no-such-article"))?.status()).toBe(404);

    const rss = await request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    const feed = await rss.text();
    expect(feed).toContain("Working at Heights: Practical Fall Protection for Construction Sites");
    expect(feed).not.toContain(draft.slug);
  });
});
