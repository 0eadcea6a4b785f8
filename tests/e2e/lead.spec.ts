import { test, expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { actLikeAPerson, expectNoAxeViolations, expectToast, mailText, uniqueEmail, waitForMail } from "./capture-helpers";

const form = (page: Page) => page.getByRole("form", { name: "Request a safety expert" });

async function fillLead(page: Page, email: string) {
  const lead = form(page);
  await lead.getByLabel("Full name").fill("Naledi Dlamini");
  await lead.getByLabel("Company").fill("Dlamini Construction (Pty) Ltd");
  await lead.getByLabel("Email address").fill(email);
  await lead.getByLabel("Phone number").fill("082 555 0199");
  await lead.getByLabel("Service needed").selectOption("OHS Training");
  await lead.getByLabel("How can we help?").fill("First aid level 1 training for 12 site workers in Midrand next month.");
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("hasSeenPopup", "true"));
});

test("a lead from the training finder is confirmed on the page and by mail, and the company is notified", async ({ page }) => {
  await gotoHydrated(page, "/contact?source=training-finder");
  const email = uniqueEmail("lead");
  await fillLead(page, email);
  await expect(form(page).getByLabel(/Also send me the OHS newsletter/)).not.toBeChecked();
  await actLikeAPerson(page);
  await form(page).getByRole("button", { name: "Send Request" }).click();

  await expect(page.getByRole("heading", { name: "Thank you, we have received your request" })).toBeFocused();
  await expect(page.getByText(/Reference L-\d+/)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectToast(page, "Request sent", "We will be in touch shortly.");

  const [confirmation] = await waitForMail(email);
  expect(confirmation).toMatch(/Subject: We have received your request \(reference L-\d+\)/);
  const notification = (await waitForMail("info@safetyexperts.co.za", { subject: "New lead", contains: email }))[0];
  expect(notification).toBeDefined();
  expect(mailText(notification!)).toContain("Source: training-finder");

  await page.getByRole("button", { name: "Send another request" }).click();
  await expect(form(page).getByLabel("Full name")).toHaveValue("");
});

test("missing details are shown next to each field and focus moves to the first", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const lead = form(page);
  await lead.getByRole("button", { name: "Send Request" }).click();
  await expect(lead.getByText("Please enter your name (at least 2 characters)")).toBeVisible();
  await expect(lead.getByText("Please enter a valid email address")).toBeVisible();
  await expect(lead.getByText("Please enter your phone number")).toBeVisible();
  await expect(lead.getByText("Please choose the service you need")).toBeVisible();
  await expect(lead.getByText("Please tell us what you need (at least 10 characters)")).toBeVisible();
  await expect(lead.getByLabel("Full name")).toBeFocused();
  await expect(lead.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await lead.getByLabel("Full name").fill("Jo Smith");
  await expect(lead.getByText("Please enter your name (at least 2 characters)")).toHaveCount(0);
});

test("a burst is answered with a toast and the form keeps what was typed", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await fillLead(page, uniqueEmail("lead-burst"));
  await actLikeAPerson(page);
  await page.route("**/api/leads", (route) => route.fulfill({ status: 429, contentType: "application/json", body: '{"message":"Too many attempts. Please wait a moment before trying again."}' }));
  await form(page).getByRole("button", { name: "Send Request" }).click();
  await expectToast(page, "Too many attempts", "Please wait a moment before trying again.");
  await expect(form(page).getByLabel("Full name")).toHaveValue("Naledi Dlamini");
});

test("the lead form is accessible and fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/contact");
  await expectNoAxeViolations(page, "form[aria-label='Request a safety expert']");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await form(page).screenshot({ path: test.info().outputPath("lead-390.png") });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form posts, keeps the source and lands on a confirmation page", async ({ page }) => {
    await page.goto("/contact?source=training-finder");
    const email = uniqueEmail("lead-nojs");
    await fillLead(page, email);
    await page.waitForTimeout(2100);
    await form(page).getByRole("button", { name: "Send Request" }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=lead&status=ok$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, we have received your request");
    const notification = (await waitForMail("info@safetyexperts.co.za", { subject: "New lead", contains: email }))[0];
    expect(notification && mailText(notification)).toContain("Source: training-finder");
  });

  test("an invalid field sends the visitor back with an explanation", async ({ page }) => {
    await page.goto("/contact");
    await fillLead(page, uniqueEmail("lead-nojs-bad"));
    await form(page).getByLabel("Phone number").fill("12");
    // Sooner than 2 s, the spam trap would answer with a success before validating.
    await page.waitForTimeout(2100);
    await form(page).getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(page.getByText("The phone number was missing or not valid.")).toBeVisible();
    await page.getByRole("link", { name: "Go back to the form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
