// /admin/training-data: an administrator maintains all four kinds of data, and the finder shows it.
import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN_STATE } from "../../playwright.config";
import { gotoHydrated } from "./helpers";

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe("training data admin, signed out", () => {
  test("shows Access Denied with a way to log in", async ({ page }) => {
    const response = await gotoHydrated(page, "/admin/training-data");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(page.getByText("Please log in as an administrator to access this page.")).toBeVisible();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Ftraining-data$/);
  });
});

test.describe("training data admin", () => {
  test.use({ storageState: ADMIN_STATE });

  test("adds an industry, job role, course and requirement that the finder then shows", async ({ page }) => {
    // Four dialogs and their toasts, one after the other.
    test.slow();
    const suffix = Date.now().toString(36);
    const industryName = `Aviation ${suffix}`;
    const courseName = `Airside Driving Permit ${suffix}`;

    await gotoHydrated(page, "/admin/training-data");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Training Data");
    await expect(page.getByRole("tab", { name: "Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("listitem").filter({ hasText: "First Aid Level 1" })).toBeVisible();

    // Industry
    await page.getByRole("tab", { name: "Industries" }).click();
    await page.getByRole("button", { name: "Add Industry" }).click();
    const industryDialog = page.getByRole("dialog", { name: "Add New Industry" });
    await industryDialog.getByPlaceholder("Industry Name").fill(industryName);
    await industryDialog.getByPlaceholder("Description").fill("Airports, airlines and aircraft maintenance organisations.");
    await industryDialog.getByRole("button", { name: "Add Industry" }).click();
    await expect(toast(page, "Industry Added")).toContainText("The industry has been added successfully.");
    await expect(industryDialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: industryName })).toBeVisible();

    // A duplicate name is refused with the server's message.
    await page.getByRole("button", { name: "Add Industry" }).click();
    await page.getByRole("dialog").getByPlaceholder("Industry Name").fill(industryName.toLowerCase());
    await page.getByRole("dialog").getByRole("button", { name: "Add Industry" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to add industry: An industry with this name already exists");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    // Job role, after the form's own validation
    await page.getByRole("tab", { name: "Job Roles" }).click();
    await page.getByRole("button", { name: "Add Job Role" }).click();
    const roleDialog = page.getByRole("dialog", { name: "Add New Job Role" });
    await roleDialog.getByRole("button", { name: "Add Job Role" }).click();
    await expect(roleDialog.getByText("Job role title is required")).toBeVisible();
    await expect(roleDialog.getByText("Please select an industry")).toBeVisible();
    await expect(roleDialog.getByPlaceholder("Job Role Title")).toBeFocused();
    await roleDialog.getByPlaceholder("Job Role Title").fill("Apron Driver");
    await roleDialog.getByLabel("Industry").selectOption({ label: industryName });
    await roleDialog.getByRole("button", { name: "Add Job Role" }).click();
    await expect(toast(page, "Job Role Added")).toBeVisible();
    const roleCard = page.getByRole("listitem").filter({ hasText: "Apron Driver" });
    await expect(roleCard).toContainText(`Industry: ${industryName}`);

    // Course
    await page.getByRole("tab", { name: "Courses" }).click();
    await page.getByRole("button", { name: "Add Course" }).click();
    const courseDialog = page.getByRole("dialog", { name: "Add New Training Course" });
    await courseDialog.getByPlaceholder("Course Name").fill(courseName);
    await courseDialog.getByPlaceholder("Description").fill("Airside rules, right of way for aircraft, speed limits and foreign object debris.");
    await courseDialog.getByPlaceholder("Duration").fill("1 day");
    await courseDialog.getByPlaceholder("Level").fill("Introductory");
    await courseDialog.getByPlaceholder("Category").fill("Transport");
    await courseDialog.getByRole("button", { name: "Add Course" }).click();
    await expect(toast(page, "Course Added")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: courseName })).toContainText("Introductory | 1 day");

    // Requirement
    await page.getByRole("tab", { name: "Requirements" }).click();
    await page.getByRole("button", { name: "Add Requirement" }).click();
    const requirementDialog = page.getByRole("dialog", { name: "Add New Training Requirement" });
    await requirementDialog.getByLabel("Job Role").selectOption({ label: `Apron Driver (${industryName})` });
    await requirementDialog.getByLabel("Training Course").selectOption({ label: `${courseName} (Transport)` });
    await expect(requirementDialog.getByRole("switch", { name: "Required" })).toBeChecked();
    await expect(requirementDialog.getByText("Legally required for the job role")).toBeVisible();
    await expect(requirementDialog.getByText("Beneficial but optional")).toBeVisible();
    await requirementDialog.getByPlaceholder(/Renewal Frequency/).fill("Every 2 years");
    await requirementDialog.getByPlaceholder(/Legal Reference/).fill("Occupational Health and Safety Act 85 of 1993, s8(2)(e)");
    await requirementDialog.getByRole("button", { name: "Add Requirement" }).click();
    await expect(toast(page, "Requirement Added")).toBeVisible();
    await page.getByLabel("Show requirements for").selectOption({ label: `Apron Driver (${industryName})` });
    const requirementCard = page.getByRole("listitem").filter({ hasText: courseName });
    await expect(requirementCard).toContainText("For: Apron Driver");
    await expect(requirementCard).toContainText("Renewal: Every 2 years");
    await expect(requirementCard).toContainText("Legal Ref: Occupational Health and Safety Act 85 of 1993, s8(2)(e)");

    // The finder now offers it.
    await gotoHydrated(page, "/training-finder");
    await page.getByLabel("Industry", { exact: true }).selectOption({ label: industryName });
    await page.getByLabel("Job Role", { exact: true }).selectOption({ label: "Apron Driver" });
    await page.getByRole("button", { name: "Find Training Requirements" }).click();
    const required = page.getByRole("region", { name: "Required Training Courses" });
    await expect(required).toContainText(courseName);
    await expect(required).toContainText("Transport | Introductory | 1 day");
  });

  test("edits a row, refuses to delete one still in use, and deletes after confirmation", async ({ page }) => {
    test.slow();
    const suffix = Date.now().toString(36);
    await gotoHydrated(page, "/admin/training-data");
    await page.getByRole("tab", { name: "Industries" }).click();

    // Construction still has job roles: 409 with the reason.
    await page.getByRole("button", { name: "Delete Construction" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(confirm).toContainText('This will permanently delete the industry "Construction".');
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to delete industry: This industry is still used by 6 job roles");
    await expect(page.getByRole("listitem").filter({ hasText: "Building, civil engineering" })).toBeVisible();

    // Add, rename, cancel a delete, then delete.
    await page.getByRole("button", { name: "Add Industry" }).click();
    await page.getByRole("dialog").getByPlaceholder("Industry Name").fill(`Film ${suffix}`);
    await page.getByRole("dialog").getByRole("button", { name: "Add Industry" }).click();
    await expect(toast(page, "Industry Added")).toBeVisible();
    await page.getByRole("button", { name: `Edit Film ${suffix}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Industry" });
    await expect(editDialog.getByPlaceholder("Industry Name")).toHaveValue(`Film ${suffix}`);
    await editDialog.getByPlaceholder("Industry Name").fill(`Film and Events ${suffix}`);
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Industry Updated")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: `Film and Events ${suffix}` });
    await expect(card).toBeVisible();

    await page.getByRole("button", { name: `Delete Film and Events ${suffix}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await page.getByRole("button", { name: `Delete Film and Events ${suffix}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Industry Deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("shows a spinner while loading and an error with Retry when a list fails", async ({ page }) => {
    let fail = true;
    await page.route("**/api/training/courses", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return fail ? route.fulfill({ status: 500, json: { message: "Something went wrong on our side. Please try again." } }) : route.continue();
    });
    await page.goto("/admin/training-data");
    await expect(page.getByRole("status").filter({ hasText: "Loading training course data" })).toBeAttached();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load training courses." });
    await expect(alert).toContainText("Error");
    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "First Aid Level 1" })).toBeVisible();
  });

  test("shows the empty message when a list is empty, and is free of axe violations", async ({ page }) => {
    await page.route("**/api/training/requirements", (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/admin/training-data");
    await page.getByRole("tab", { name: "Requirements" }).click();
    await expect(page.getByText("No training requirements added yet.")).toBeVisible();
    await page.getByRole("tab", { name: "Job Roles" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Scaffold Erector" })).toContainText("Industry: Construction");
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);
  });
});
