// The public Training Requirements Finder: every state of SPEC §2, §4 and §8.
import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { gotoHydrated } from "./helpers";

const industry = (page: Page) => page.getByLabel("Industry", { exact: true });
const role = (page: Page) => page.getByLabel("Job Role", { exact: true });
const findButton = (page: Page) => page.getByRole("button", { name: "Find Training Requirements" });
const results = (page: Page) => page.getByRole("region", { name: "Training Requirements Results" });

test.describe("training requirements finder", () => {
  test("renders industries on the server, with the job role and Find disabled", async ({ page }) => {
    // Without JavaScript the industry list is still in the HTML.
    const response = await page.request.get("/training-finder");
    const html = await response.text();
    expect(html).toContain("Transport and Logistics");
    expect(html).toContain("Office and Professional Services");

    await gotoHydrated(page, "/training-finder");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training Requirements Finder");
    // Ten seeded industries plus the placeholder (admin tests running alongside may add more).
    expect(await industry(page).locator("option").count()).toBeGreaterThanOrEqual(11);
    await expect(industry(page).locator("option").first()).toHaveText("Select an industry");
    await expect(role(page)).toBeDisabled();
    await expect(role(page).locator("option").first()).toHaveText("Select an industry first");
    await expect(findButton(page)).toBeDisabled();
    await expect(page.getByRole("link", { name: "Book Training Expert Now" })).toHaveAttribute("href", "/contact?source=training-finder");
  });

  test("finds the required and recommended training for a job role, and hides results on every change", async ({ page }) => {
    await gotoHydrated(page, "/training-finder");
    await industry(page).selectOption({ label: "Transport and Logistics" });
    await expect(role(page)).toBeEnabled();
    await expect(role(page).locator("option").first()).toHaveText("Select a job role");
    await expect(findButton(page)).toBeDisabled();
    await role(page).selectOption({ label: "Warehouse Forklift Operator" });
    await expect(findButton(page)).toBeEnabled();
    await expect(results(page)).toHaveCount(0);

    await findButton(page).click();
    const region = results(page);
    await expect(region.getByText("Industry:")).toBeVisible();
    await expect(region).toContainText("Transport and Logistics");
    await expect(region).toContainText("Warehouse Forklift Operator");
    const required = region.getByRole("region", { name: "Required Training Courses" });
    const liftTruck = required.getByRole("listitem").filter({ hasText: "Lift Truck Operator (Counterbalance)" });
    await expect(liftTruck).toContainText("Mobile Equipment | Novice | 3 to 5 days");
    await expect(liftTruck).toContainText("Driven Machinery Regulations, 2015, reg 23");
    await expect(liftTruck.getByText("Required", { exact: true })).toHaveClass(/bg-red-700/);
    const recommended = region.getByRole("region", { name: "Recommended Training Courses" });
    const firstAid = recommended.getByRole("listitem").filter({ hasText: "First Aid Level 1" });
    await expect(firstAid.getByText("Recommended", { exact: true })).toHaveClass(/border-slate-300/);
    await expect(page).toHaveURL(/\?industry=\d+&role=\d+$/);

    // Choosing a job role hides the results...
    await role(page).selectOption({ label: "Warehouse Supervisor" });
    await expect(results(page)).toHaveCount(0);
    await findButton(page).click();
    await expect(results(page)).toContainText("Warehouse Supervisor");

    // ...and choosing an industry clears the job role and hides them too.
    await industry(page).selectOption({ label: "Mining" });
    await expect(results(page)).toHaveCount(0);
    await expect(role(page)).toHaveValue("");
    await expect(findButton(page)).toBeDisabled();
    await expect(role(page).locator("option", { hasText: "Trackless Mobile Machinery Operator" })).toHaveCount(1);
    await expect(role(page).locator("option", { hasText: "Warehouse Supervisor" })).toHaveCount(0);
  });

  test("shows a spinner while loading and the error alert when the results fail", async ({ page }) => {
    await gotoHydrated(page, "/training-finder");
    await industry(page).selectOption({ label: "Construction" });
    await role(page).selectOption({ label: "Scaffold Erector" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/training/finder/job-role/*", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong" }) });
    });
    await findButton(page).click();
    await expect(results(page).getByRole("status").filter({ hasText: "Loading training requirements" })).toBeAttached();
    await expect(findButton(page)).toBeDisabled();
    release();
    const alert = results(page).getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText("Failed to load training requirements. Please try again.");

    // Trying again once the server answers shows the results.
    await page.unroute("**/api/training/finder/job-role/*");
    await findButton(page).click();
    await expect(results(page).getByRole("region", { name: "Required Training Courses" })).toContainText("Scaffold Erecting");
  });

  test("says so when the job roles fail to load", async ({ page }) => {
    await gotoHydrated(page, "/training-finder");
    await page.route("**/api/training/job-roles/industry/*", (route) => route.fulfill({ status: 503, body: "" }));
    await industry(page).selectOption({ label: "Healthcare" });
    await expect(page.getByRole("alert")).toHaveText("Failed to load job roles");
    await expect(role(page)).toBeDisabled();
    await expect(findButton(page)).toBeDisabled();
  });

  test("shows the empty alert for a job role without requirements", async ({ page }) => {
    await gotoHydrated(page, "/training-finder");
    await industry(page).selectOption({ label: "Retail" });
    await role(page).selectOption({ label: "Store Manager" });
    await page.route("**/api/training/finder/job-role/*", (route) =>
      route.fulfill({ json: { industry: "Retail", jobRole: "Store Manager", requiredTrainings: [], recommendedTrainings: [] } }),
    );
    await findButton(page).click();
    const status = results(page).getByRole("status").filter({ hasText: "No training requirements found" });
    await expect(status).toContainText(
      "There are no specific training requirements defined for this job role. Please contact us for personalized advice.",
    );
    await expect(results(page).getByRole("region", { name: "Required Training Courses" })).toHaveCount(0);
  });

  test("restores a shared link with its results, and the back button returns to the earlier search", async ({ page }) => {
    await gotoHydrated(page, "/training-finder");
    await industry(page).selectOption({ label: "Hospitality" });
    await role(page).selectOption({ label: "Chef or Cook" });
    await findButton(page).click();
    await expect(results(page)).toContainText("Food Safety and Hygiene");
    const sharedUrl = page.url();

    await industry(page).selectOption({ label: "Healthcare" });
    await role(page).selectOption({ label: "Nurse" });
    await findButton(page).click();
    await expect(results(page)).toContainText("Infection Prevention and Control");

    await page.goBack();
    await expect(page).toHaveURL(sharedUrl);
    await expect(industry(page).locator("option:checked")).toHaveText("Hospitality");
    await expect(role(page).locator("option:checked")).toHaveText("Chef or Cook");
    await expect(results(page)).toContainText("Food Safety and Hygiene");

    await page.goBack();
    await expect(page).toHaveURL(/\/training-finder$/);
    await expect(results(page)).toHaveCount(0);
    await expect(industry(page)).toHaveValue("");
    await expect(role(page)).toBeDisabled();

    // A fresh visit to the shared link renders the choice and its results on the server.
    const html = await (await page.request.get(sharedUrl)).text();
    expect(html).toContain("Training Requirements Results");
    expect(html).toContain("Food Safety and Hygiene");
    await gotoHydrated(page, sharedUrl);
    await expect(industry(page).locator("option:checked")).toHaveText("Hospitality");
    await expect(role(page).locator("option:checked")).toHaveText("Chef or Cook");
    await expect(results(page)).toContainText("Chef or Cook");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("lists the job roles of the chosen industry, then the training of the chosen role", async ({ page }) => {
      await page.goto("/training-finder");
      // Playwright turns scripts off without telling the HTML parser, so <noscript> is not shown
      // here; check that the hint is in the page for browsers that really run without JavaScript.
      expect(await page.content()).toMatch(/<noscript>.*press Find to list its job roles.*<\/noscript>/s);
      await expect(role(page)).toBeDisabled();
      await industry(page).selectOption({ label: "Hospitality" });
      await findButton(page).click();

      await expect(page).toHaveURL(/\/training-finder\?industry=\d+$/);
      await expect(industry(page).locator("option:checked")).toHaveText("Hospitality");
      await expect(role(page)).toBeEnabled();
      await expect(results(page)).toHaveCount(0);
      await role(page).selectOption({ label: "Chef or Cook" });
      await findButton(page).click();

      await expect(page).toHaveURL(/\/training-finder\?industry=\d+&role=\d+$/);
      await expect(results(page)).toContainText("Food Safety and Hygiene");
      await expect(role(page).locator("option:checked")).toHaveText("Chef or Cook");
    });
  });

  test("ignores a shared link with unknown ids", async ({ page }) => {
    const response = await gotoHydrated(page, "/training-finder?industry=999999&role=abc");
    expect(response?.status()).toBe(200);
    await expect(industry(page)).toHaveValue("");
    await expect(results(page)).toHaveCount(0);
  });

  test("works with the keyboard and is free of axe violations, with results showing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/training-finder");
    await industry(page).focus();
    await industry(page).selectOption({ label: "Office and Professional Services" });
    // The job roles load from the API; the select is disabled (and skipped by Tab) until then.
    await expect(role(page).locator("option", { hasText: "Workplace First Aider" })).toBeAttached();
    await expect(role(page)).toBeEnabled();
    await page.keyboard.press("Tab");
    await expect(role(page)).toBeFocused();
    await role(page).selectOption({ label: "Workplace First Aider" });
    await page.keyboard.press("Tab");
    await expect(findButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Training Requirements Results" })).toBeFocused();
    await expect(results(page)).toContainText("General Safety Regulations, reg 3");
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);
  });
});
