import { test, expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { actLikeAPerson, expectNoAxeViolations, expectToast, uniqueEmail, waitForMail } from "./capture-helpers";

// The popup would cover the page after 10 s: these tests are about the inline form.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("hasSeenPopup", "true"));
});

const form = (page: Page) => page.getByRole("form", { name: "Newsletter signup" });

for (const path of ["/", "/blog"]) {
  test.describe(`newsletter on ${path}`, () => {
    test("an empty submit asks for the address; a valid one subscribes, clears the field and sends the welcome mail", async ({ page }) => {
      await gotoHydrated(page, path);
      const newsletter = form(page);
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Error", "Please enter your email address");
      await expect(newsletter.getByLabel("Email address")).toHaveAttribute("type", "email");
      await expect(newsletter.getByLabel("Email address")).toHaveAttribute("required", "");

      const email = uniqueEmail(`news${path === "/" ? "home" : "blog"}`);
      await newsletter.getByLabel("Email address").fill(email);
      await actLikeAPerson(page);
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Success!", "Thank you for subscribing to our newsletter. Your safety checklist is on its way to your inbox.");
      await expect(newsletter.getByLabel("Email address")).toHaveValue("");

      const [mail] = await waitForMail(email, { subject: "Welcome to our OHS newsletter" });
      expect(mail).toContain("Workplace-Safety-Checklist.pdf");
      expect(mail).toMatch(/List-Unsubscribe:\s*<http:\/\/localhost:\d+\/unsubscribe\/[\w-]+>/);
    });

    test("already subscribed, too many attempts and other errors each show their toast", async ({ page, request }) => {
      const known = uniqueEmail("news-known");
      expect((await request.post("/api/subscribe", { data: { name: "", email: known } })).status()).toBe(201);
      await gotoHydrated(page, path);
      const newsletter = form(page);
      const input = newsletter.getByLabel("Email address");
      await actLikeAPerson(page);

      await input.fill(known);
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Already Subscribed", "This email is already subscribed to our newsletter. Your safety checklist is on its way.");
      await expect(input).toHaveValue("");

      await page.route("**/api/subscribe", (route) => route.fulfill({ status: 429, contentType: "application/json", body: '{"message":"Too many attempts"}' }));
      await input.fill(uniqueEmail("news-limited"));
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Please wait", "Too many subscription attempts. Please try again in a moment.");
      await expect(input).not.toHaveValue("");

      await page.unroute("**/api/subscribe");
      await page.route("**/api/subscribe", (route) => route.fulfill({ status: 503, body: "" }));
      await newsletter.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Subscription error", "We've saved your information, but you might experience a delay in receiving the safety checklist.");
    });
  });
}

test("shows 'Subscribing...' and disables the button while sending; states its purpose", async ({ page }) => {
  await gotoHydrated(page, "/");
  const newsletter = form(page);
  await expect(newsletter).toContainText("We use your email address only to send you our OHS newsletter");
  await newsletter.getByLabel("Email address").fill(uniqueEmail("news-slow"));
  await actLikeAPerson(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/subscribe", async (route) => {
    await held;
    await route.continue();
  });
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  release();
  await expectToast(page, "Success!", "Thank you for subscribing");
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});

test("an invalid address is explained next to the field", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const newsletter = form(page);
  await newsletter.getByLabel("Email address").fill("thabo@");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Please enter a valid email address")).toBeVisible();
  await expect(newsletter.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
});

test("is accessible", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await expectNoAxeViolations(page, "form[aria-label='Newsletter signup']");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form posts and lands on a confirmation page", async ({ page }) => {
    await page.goto("/blog");
    const email = uniqueEmail("news-nojs");
    await form(page).getByLabel("Email address").fill(email);
    await page.waitForTimeout(2100);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=newsletter&status=ok$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for subscribing");
    await waitForMail(email, { subject: "Welcome to our OHS newsletter" });
  });
});
