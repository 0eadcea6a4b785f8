import { test, expect } from "@playwright/test";
import { gotoHydrated } from "./helpers";

const ROUTES: Array<[string, RegExp]> = [
  ["/", /On-Demand Safety Experts/],
  ["/services", /Our Services/],
  ["/about", /About/],
  ["/blog", /Blog/],
  ["/contact", /Contact/],
  ["/service-providers", /Provider/],
  ["/training-finder", /Training Requirements Finder/],
  ["/registration-success", /Registration Complete!/],
  ["/form-confirmation", /Registration/],
  ["/privacy-policy", /Privacy Policy/],
  ["/terms", /Terms/],
  ["/sitemap", /Sitemap/],
];

test.describe("site shell", () => {
  for (const [path, title] of ROUTES) {
    test(`${path} answers 200 with its page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the not-found page answers 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });

  test("header marks the current route and links to a quote", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    for (const label of ["Home", "Services", "About Us", "Blog", "Contact", "Training Finder", "For Providers"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "For Providers" })).toHaveAttribute("href", "/service-providers");
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the mobile menu opens, navigates and closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByLabel("Menu").click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mobileNav).toBeHidden();
    await page.getByLabel("Menu").click();
    await expect(mobileNav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
  });

  test("footer has every link, company details and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const expected: Array<[string, string]> = [
      ["OHS Training", "/services#training"],
      ["Safety Consulting", "/services#consulting"],
      ["Workplace Auditing", "/services#auditing"],
      ["Safety Equipment", "/services#equipment"],
      ["OHS Templates", "/services"],
      ["Book Expert Now", "/contact"],
      ["FAQ", "/contact#faq"],
      ["Blog", "/blog"],
      ["Safety Guides", "/blog?category=safety-tips"],
      ["Compliance Updates", "/blog?category=regulations"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms"],
      ["Sitemap", "/sitemap"],
    ];
    for (const [label, href] of expected) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    for (const network of ["Facebook", "LinkedIn", "Twitter", "Instagram"]) {
      await expect(footer.getByRole("link", { name: network })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "+27 10 500 1234" })).toHaveAttribute("href", "tel:+27105001234");
    await expect(footer.getByRole("link", { name: "info@safetyexperts.co.za" })).toHaveAttribute("href", "mailto:info@safetyexperts.co.za");
    await expect(footer).toContainText("Mon-Fri 8:00 AM-5:00 PM");
    await expect(footer).toContainText("emergency");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("the WhatsApp button links to a chat with the company number, pulses and has its tooltip", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const button = page.getByTestId("whatsapp-button");
    await expect(button).toHaveAttribute("href", /^https:\/\/wa\.me\/27821234567/);
    await expect(button).toHaveAccessibleName("Chat with us on WhatsApp");
    const animation = await page.getByTestId("whatsapp-pulse").evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration, count: style.animationIterationCount };
    });
    expect(animation.name).toBe("pulse-ring");
    expect(parseFloat(animation.duration) * Number(animation.count)).toBeCloseTo(5, 1);
    await button.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Chat with us on WhatsApp");
    await expect(page.getByRole("tooltip")).toHaveCSS("opacity", "1", { timeout: 3000 });
  });

  test("admin and auth pages have no public header, footer or widgets, on grey", async ({ page }) => {
    for (const path of ["/auth", "/admin/training-data"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByTestId("whatsapp-button")).toHaveCount(0);
      await expect(page.locator("body")).toHaveClass(/bg-slate-100/);
    }
  });

  test("pages are server-rendered: the text is in the HTML without JavaScript", async ({ request }) => {
    const res = await request.get("/training-finder");
    const html = await res.text();
    expect(html).toContain("Training Requirements Finder");
    expect(html).toContain("Chat with us on WhatsApp");
  });
});
