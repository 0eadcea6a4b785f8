import { test, expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { actLikeAPerson, expectNoAxeViolations, expectToast, toast, uniqueEmail, waitForMail } from "./capture-helpers";

const TITLE = "Free Workplace Safety Checklist";
const flag = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("hasSeenPopup"));

async function openPopup(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.fastForward(10_100);
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("checklist popup", () => {
  test("opens 10 seconds after load, not before, and keeps its code out of the first load", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.clock.install();
    await gotoHydrated(page, "/");
    // The page clock also runs in real time while the page loads: leave it a margin.
    await page.clock.fastForward(7_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(scripts.some((url) => url.includes("checklist-dialog"))).toBe(false);
    await page.clock.fastForward(3_100);
    await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
    expect(scripts.some((url) => url.includes("checklist-dialog"))).toBe(true);
    await expect(page.getByRole("dialog")).toContainText("By submitting this form, you agree to our privacy policy.");
    await expect(page.getByRole("dialog").getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expectNoAxeViolations(page);
  });

  test("validates, then sends the checklist: toast, closes, sets the flag, and the mail with the PDF goes out", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByRole("button", { name: "Send Me the Checklist" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();

    const email = uniqueEmail("popup");
    await dialog.getByLabel("Name").fill("Thabo Molefe");
    await dialog.getByLabel("Email address").fill(email);
    await actLikeAPerson(page, true);
    await dialog.getByRole("button", { name: "Send Me the Checklist" }).click();
    await expectToast(page, "Thank you!", "Your free safety checklist will be sent to your email shortly.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await flag(page)).toBe("true");

    const [mail] = await waitForMail(email, { subject: "Your free Workplace Safety Checklist" });
    expect(mail).toContain("Workplace-Safety-Checklist.pdf");
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // The flag keeps it closed for the rest of the session.
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await page.clock.fastForward(15_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an already subscribed address: toast, closes, flag set", async ({ page, request }) => {
    const email = uniqueEmail("popup-known");
    expect((await request.post("/api/subscribe", { data: { name: "", email } })).status()).toBe(201);
    const dialog = await openPopup(page);
    await dialog.getByLabel("Name").fill("Known Person");
    await dialog.getByLabel("Email address").fill(email.toUpperCase());
    await actLikeAPerson(page, true);
    await dialog.getByRole("button", { name: "Send Me the Checklist" }).click();
    await expectToast(page, "Already subscribed!", "You're already on our list. We'll send the safety checklist to your email again.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await flag(page)).toBe("true");
  });

  test("too many attempts and other failures keep it open without setting the flag", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByLabel("Name").fill("Busy Person");
    await dialog.getByLabel("Email address").fill(uniqueEmail("popup-fail"));
    await actLikeAPerson(page, true);

    await page.route("**/api/subscribe", (route) => route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many attempts" }) }));
    await dialog.getByRole("button", { name: "Send Me the Checklist" }).click();
    await expectToast(page, "Too many attempts", "Please wait a moment before trying again.");
    await expect(dialog).toBeVisible();
    expect(await flag(page)).toBeNull();

    await page.unroute("**/api/subscribe");
    await page.route("**/api/subscribe", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Down" }) }));
    await dialog.getByRole("button", { name: "Send Me the Checklist" }).click();
    await expectToast(page, "Submission issue", "We've saved your request, but you might experience a delay in receiving the checklist.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Busy Person");
    expect(await flag(page)).toBeNull();
  });

  test("the submit button is disabled while sending", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByLabel("Name").fill("Patient Person");
    await dialog.getByLabel("Email address").fill(uniqueEmail("popup-slow"));
    await actLikeAPerson(page, true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Send Me the Checklist" }).click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page).filter({ hasText: "Thank you!" })).toBeVisible();
  });

  test("closing with the button or Escape sets the flag; a set flag keeps it from opening", async ({ page }) => {
    let dialog = await openPopup(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await flag(page)).toBe("true");

    await page.evaluate(() => window.sessionStorage.removeItem("hasSeenPopup"));
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await page.clock.fastForward(10_100);
    dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await flag(page)).toBe("true");

    await page.goto("/");
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await page.clock.fastForward(20_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("fits a 390 px phone screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openPopup(page);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("popup-390.png") });
  });
});
