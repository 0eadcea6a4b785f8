import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN_STATE } from "../../playwright.config";
import { gotoHydrated } from "./helpers";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./auth-accounts";

const toast = (page: Page) => page.locator("[data-sonner-toast]");

async function login(page: Page, username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

test.describe("/auth", () => {
  test("shows Login and Register tabs with the spec's validation messages, and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Register" })).toBeVisible();

    const loginForm = page.getByRole("form", { name: "Login" });
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(loginForm.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(loginForm.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(loginForm.getByLabel("Username")).toBeFocused();

    await page.getByRole("tab", { name: "Register" }).click();
    const registerForm = page.getByRole("form", { name: "Register" });
    await registerForm.getByLabel("Username").fill("someone-new");
    await registerForm.getByLabel("Password", { exact: true }).fill("short1");
    await registerForm.getByLabel("Confirm Password").fill("different");
    await registerForm.getByRole("button", { name: "Register" }).click();
    await expect(registerForm.getByText("Password must be at least 8 characters")).toBeVisible();
    await registerForm.getByLabel("Password", { exact: true }).fill("long-enough-pass");
    await registerForm.getByRole("button", { name: "Register" }).click();
    await expect(registerForm.getByText("Passwords do not match")).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations).toEqual([]);
  });

  test("a wrong password gives the 'Login failed' toast", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await login(page, ADMIN_USERNAME, "not-the-password");
    await expect(toast(page).filter({ hasText: "Login failed" })).toContainText("Invalid username or password");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a protected page sends a signed-out visitor to /auth and back after login", async ({ page }) => {
    await page.goto("/admin/blog/create");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fblog%2Fcreate$/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await login(page);
    await expect(toast(page).filter({ hasText: "Login successful" })).toContainText("Welcome back!");
    await expect(page).toHaveURL(/\/admin\/blog\/create$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create New Blog Post");
  });

  test("/bingo-auth leads to /auth and back to the page asked for; outside addresses are ignored", async ({ page }) => {
    await page.goto("/bingo-auth?redirectTo=%2Fadmin%2Fblog");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fblog$/);
    await page.goto("/auth?redirectTo=https%3A%2F%2Fevil.example%2Fphish");
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await login(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("login works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth");
    await login(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Posts");
    await context.close();
  });

  test("a later registration waits for approval and cannot reach the admin API", async ({ page }) => {
    const username = `waiting-${Date.now()}`;
    await gotoHydrated(page, "/auth?tab=register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Email (optional)").fill(`${username}@example.co.za`);
    await form.getByLabel("Password", { exact: true }).fill("Waiting-Patiently-7");
    await form.getByLabel("Confirm Password").fill("Waiting-Patiently-7");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page).filter({ hasText: "Registration successful" })).toContainText("Your account has been created");
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for approval");
    await expect(page.getByRole("paragraph").filter({ hasText: username })).toContainText("does not have administrator rights yet");
    const api = await page.request.get("/api/admin/blog");
    expect(api.status()).toBe(403);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("a common password is refused at registration", async ({ page }) => {
    await gotoHydrated(page, "/auth?tab=register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(`common-${Date.now()}`);
    await form.getByLabel("Password", { exact: true }).fill("password1");
    await form.getByLabel("Confirm Password").fill("password1");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page).filter({ hasText: "Registration failed" })).toContainText("This password is too common");
    await expect(form.getByText("This password is too common")).toBeVisible();
  });

  test("log out from an admin screen ends the session", async ({ page }) => {
    // A session of its own: logging out must not end the shared ADMIN_STATE session.
    await gotoHydrated(page, "/auth?redirectTo=%2Fadmin%2Fblog");
    await login(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(toast(page).filter({ hasText: "Logged out" })).toContainText("You have been logged out successfully");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    expect((await page.request.get("/api/user")).ok()).toBe(true);
    expect(await (await page.request.get("/api/user")).json()).toBeNull();
  });
});

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a signed-in visitor to /auth goes to /admin/blog", async ({ page }) => {
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("every admin screen has the admin navigation and Log out", async ({ page }) => {
    for (const path of ["/admin", "/admin/blog", "/admin/blog/create", "/admin/training-data", "/admin/leads", "/admin/providers", "/admin/subscribers", "/admin/users"]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Admin" });
      for (const label of ["Dashboard", "Blog", "Training Data", "Leads", "Providers", "Subscribers", "Users"]) {
        await expect(nav.getByRole("link", { name: label, exact: true }), `${path}: ${label}`).toBeVisible();
      }
      await expect(page.getByRole("button", { name: "Log out" }), path).toBeVisible();
    }
  });
});
