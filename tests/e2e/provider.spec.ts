import { test, expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { actLikeAPerson, expectNoAxeViolations, expectToast, mailText, uniqueEmail, waitForMail } from "./capture-helpers";

const form = (page: Page) => page.getByRole("form", { name: "Provider application" });

async function fillApplication(page: Page, email: string) {
  const application = form(page);
  await application.getByLabel("Company name").fill("Karoo Safety Training CC");
  await application.getByLabel("Contact person").fill("Johan van der Merwe");
  await application.getByLabel("Email address").fill(email);
  await application.getByLabel("Phone number").fill("021 555 0142");
  await application.getByLabel("Website").fill("www.karoosafety.co.za");
  await application.getByLabel("Province you mainly serve").selectOption("Western Cape");
  await application.getByLabel("OHS Training").check();
  await application.getByLabel("Workplace Auditing").check();
  await application.getByLabel("Accreditations and certifications").fill("SAMTRAC; QCTO-accredited training provider");
  await application.getByLabel("About your company").fill("We train and audit construction and agricultural teams across the Western Cape since 2009.");
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("hasSeenPopup", "true"));
});

test("an application is stored as pending, confirmed on the page and by mail; a second one with the same address is refused", async ({ page }) => {
  await gotoHydrated(page, "/service-providers");
  const email = uniqueEmail("provider");
  await fillApplication(page, email);
  await actLikeAPerson(page);
  await form(page).getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application received" })).toBeFocused();
  await expect(page.getByText(/pending review/)).toBeVisible();
  await expectToast(page, "Application received", "We will review your application");

  const [confirmation] = await waitForMail(email);
  expect(confirmation).toMatch(/Subject: Your provider application has been received \(reference P-\d+\)/);
  const notification = (await waitForMail("info@safetyexperts.co.za", { subject: "New provider application", contains: email }))[0];
  expect(mailText(notification!)).toContain("Services: OHS Training, Workplace Auditing");
  expect(mailText(notification!)).toContain("Website: https://www.karoosafety.co.za");

  await page.getByRole("button", { name: "Submit another application" }).click();
  await fillApplication(page, email.toUpperCase());
  await form(page).getByRole("button", { name: "Submit Application" }).click();
  await expectToast(page, "Already applied", "An application with this email address already exists.");
  await expect(form(page).getByText("An application with this email address already exists.")).toBeVisible();
  await expect(form(page).getByLabel("Email address")).toBeFocused();
});

test("missing details are shown next to each field", async ({ page }) => {
  await gotoHydrated(page, "/service-providers");
  const application = form(page);
  await application.getByLabel("Website").fill("not a website");
  await application.getByRole("button", { name: "Submit Application" }).click();
  for (const message of [
    "Please enter your company name",
    "Please enter the contact person's name (at least 2 characters)",
    "Please enter a valid email address",
    "Please enter your phone number",
    "Please enter a valid website address, for example https://www.example.co.za",
    "Please choose the province you mainly serve",
    "Please choose at least one service",
    "Please describe your company (at least 20 characters)",
  ]) {
    await expect(application.getByText(message)).toBeVisible();
  }
  await expect(application.getByLabel("Company name")).toBeFocused();
});

test("the provider form is accessible and fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/service-providers");
  await expectNoAxeViolations(page, "form[aria-label='Provider application']");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form(page).screenshot({ path: test.info().outputPath("provider-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await form(page).screenshot({ path: test.info().outputPath("provider-1280.png") });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the application posts with several services and lands on a confirmation page", async ({ page }) => {
    await page.goto("/service-providers");
    const email = uniqueEmail("provider-nojs");
    await fillApplication(page, email);
    await page.waitForTimeout(2100);
    await form(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=provider&status=ok$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application received");
    const notification = (await waitForMail("info@safetyexperts.co.za", { subject: "New provider application", contains: email }))[0];
    expect(mailText(notification!)).toContain("Services: OHS Training, Workplace Auditing");
  });
});
