import { test, expect } from "@playwright/test";

const PAGES = ["/", "/services", "/about", "/blog", "/contact", "/service-providers", "/training-finder", "/auth", "/no-such-page"];

test.describe("content security policy", () => {
  for (const path of PAGES) {
    test(`${path} hydrates with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
      // The hydration marker is set by React: the nonce-tagged inline scripts ran.
      await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    });
  }
});
