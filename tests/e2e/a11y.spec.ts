import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { gotoHydrated } from "./helpers";

// axe-core with the WCAG 2.2 A and AA rules on every public page: zero violations.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PAGES = ["/", "/services", "/about", "/blog", "/contact", "/service-providers", "/training-finder", "/registration-success", "/form-confirmation", "/privacy-policy", "/terms", "/sitemap"];
const EMPTY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary, label).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: "image/png", body: EMPTY_PNG }));
});

for (const path of PAGES) {
  test(`axe: ${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoViolations(page, path);
  });
}

for (const width of [360, 1280]) {
  test(`axe: home and contact with their maps loaded at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/contact"]) {
      await gotoHydrated(page, path);
      const map = page.locator("[data-map-loaded]");
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator(".leaflet-marker-icon")).toHaveCount(10);
      await expectNoViolations(page, `${path} with map at ${width} px`);
      // Usable at 360 px: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}

test("axe: a published blog post with its illustration", async ({ page }) => {
  // A seeded post: posts made by the admin tests running alongside may vanish mid-test.
  const post = "/blog/choosing-and-maintaining-ppe";
  await gotoHydrated(page, post);
  await expect(page.locator('main img[src="/images/blog/choosing-and-maintaining-ppe.svg"]')).toBeVisible();
  await expectNoViolations(page, post);
});

test("axe: the services tooltip and the form confirmation state", async ({ page }) => {
  await gotoHydrated(page, "/services");
  await expect(page.locator("[data-tooltips=loading]")).toHaveCount(0);
  await page.getByRole("button", { name: "More about PPE" }).hover();
  await expect(page.getByRole("tooltip").filter({ hasText: "Personal protective equipment" })).toHaveCount(1);
  await expectNoViolations(page, "/services with tooltip");

  await gotoHydrated(page, "/form-confirmation");
  await page.getByLabel("Full Name").fill("Thandi Nkosi");
  await page.getByLabel("Phone").fill("082 123 4567");
  await page.getByLabel("Email").fill("thandi@example.co.za");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("registration-complete")).toBeVisible();
  await expectNoViolations(page, "/form-confirmation completed");
});

test("keyboard focus is visible on the marketing pages' links and buttons", async ({ page }) => {
  await gotoHydrated(page, "/");
  const button = page.getByRole("link", { name: "Book Safety Expert Now" });
  await button.focus();
  const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle + " " + getComputedStyle(element).outlineWidth);
  expect(outline).toBe("solid 3px");
});

test("the pages are usable at 360 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of PAGES) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
