// Unsubscribing (one click, signed out), and the no-JavaScript confirmation page.
import { test, expect } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { expectNoAxeViolations, readMails, uniqueEmail, unsubscribeLink, waitForMail } from "./capture-helpers";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("hasSeenPopup", "true"));
});

test("the unsubscribe link in a mail works signed out, and 'Subscribe again' restores the subscription", async ({ page, request }) => {
  const email = uniqueEmail("unsub");
  expect((await request.post("/api/subscribe", { data: { name: "Lerato", email } })).status()).toBe(201);
  const [mail] = await waitForMail(email);
  const link = new URL(unsubscribeLink(mail!));
  expect(mail).toContain(link.pathname);

  await gotoHydrated(page, link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
  await expect(page.getByText(/u\*\*\*@example\.co\.za/)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Unsubscribed: a new subscription through a form is fresh consent and answers 201.
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed again");
  expect((await request.post("/api/subscribe", { data: { name: "", email } })).status()).toBe(400);
});

test("mail clients can unsubscribe with the RFC 8058 one-click POST", async ({ request }) => {
  const email = uniqueEmail("oneclick");
  expect((await request.post("/api/subscribe", { data: { name: "", email } })).status()).toBe(201);
  const [mail] = await waitForMail(email);
  const link = new URL(unsubscribeLink(mail!));
  const res = await request.post(link.pathname, { form: { "List-Unsubscribe": "One-Click" } });
  expect(res.status()).toBe(200);
  // Unsubscribed now: subscribing again is a fresh consent (201), not "already subscribed".
  expect((await request.post("/api/subscribe", { data: { name: "", email } })).status()).toBe(201);
});

test("an unknown unsubscribe token gives a clear 404 page", async ({ page }) => {
  const response = await page.goto("/unsubscribe/not-a-real-token-000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid");
});

test("the confirmation page explains every outcome and never links off-site", async ({ page }) => {
  await gotoHydrated(page, "/thank-you?form=provider&status=duplicate&back=//evil.example");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have already applied");
  await expect(page.getByRole("link", { name: "Go back to the form" })).toHaveAttribute("href", "/service-providers");
  await gotoHydrated(page, "/thank-you?form=lead&status=limited&back=/contact?source=home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
  await expect(page.getByRole("link", { name: "Go back to the form" })).toHaveAttribute("href", "/contact?source=home");
  await gotoHydrated(page, "/thank-you?form=checklist&status=ok");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(page);
});

test("spam traps: a filled honeypot is answered like a success and nothing is mailed", async ({ request }) => {
  const email = uniqueEmail("honeypot");
  const res = await request.post("/api/subscribe", { data: { name: "", email, homepage: "http://spam.example" } });
  expect(res.status()).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(readMails().some((raw) => raw.includes(email))).toBe(false);
});
