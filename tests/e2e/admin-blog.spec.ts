import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN_STATE } from "../../playwright.config";
import { gotoHydrated } from "./helpers";

test.use({ storageState: ADMIN_STATE });

const toast = (page: Page) => page.locator("[data-sonner-toast]");
const axe = (page: Page) => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
const CONTENT = "Scaffolds must be inspected by a competent person before first use, after bad weather and at least weekly.";
const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

test.describe("admin blog", () => {
  test("lists the seeded posts with the spec's columns and dates, and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/admin/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Posts");
    for (const header of ["Title", "Slug", "Status", "Created", "Published"]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    const seeded = row(page, "Understanding the OHS Act");
    await expect(seeded).toContainText("Nov 3, 2025");
    await expect(seeded.getByRole("link", { name: "understanding-the-ohs-act-employer-duties" })).toHaveAttribute("href", "/blog/understanding-the-ohs-act-employer-duties");
    await expect(page.getByRole("link", { name: "New Post" })).toHaveAttribute("href", "/admin/blog/create");
    expect((await axe(page)).violations).toEqual([]);
  });

  test("create shows every rule's message, generates the slug, handles tags and saves a draft", async ({ page, request }) => {
    const title = `Scaffold Safety Checks ${Date.now()}`;
    await gotoHydrated(page, "/admin/blog/create");
    await expect(page.getByRole("link", { name: "Back to Blog Posts" })).toHaveAttribute("href", "/admin/blog");

    await page.getByRole("button", { name: "Create Blog Post" }).click();
    for (const message of ["Title must be at least 5 characters", "Slug must be at least 5 characters", "Excerpt must be at least 10 characters", "Content must be at least 50 characters"]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel("Title").fill(title);
    // SPEC §4: the empty slug is generated 500 ms after typing.
    await expect(page.getByLabel("Slug")).toHaveValue(/^scaffold-safety-checks-\d+$/);
    const slug = await page.getByLabel("Slug").inputValue();
    await page.getByLabel("Slug").fill("Not A Slug");
    await page.getByLabel("Featured Image URL").fill("not a url");
    await page.getByRole("button", { name: "Create Blog Post" }).click();
    await expect(page.getByText("Slug must be URL-friendly (lowercase, no spaces)")).toBeVisible();
    await expect(page.getByText("Featured image must be a valid URL")).toBeVisible();
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    // The CSP shows only our own images: another site's is flagged, ours is previewed.
    await page.getByLabel("Featured Image URL").fill("https://images.example.com/scaffold.jpg");
    await expect(page.getByRole("status").filter({ hasText: "Images from other websites are blocked" })).toBeVisible();
    await page.getByLabel("Featured Image URL").fill("/images/blog/no-such-image.svg");
    await expect(page.getByRole("status").filter({ hasText: "No image was found at this address" })).toBeVisible();
    await page.getByLabel("Featured Image URL").fill("/images/blog/working-at-heights-fall-protection.svg");
    await expect(page.getByRole("img", { name: "Preview of the featured image" })).toHaveJSProperty("complete", true);
    expect(await page.getByRole("img", { name: "Preview of the featured image" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel("Featured Image URL").fill("");
    await expect(page.getByRole("img", { name: "Preview of the featured image" })).toHaveCount(0);

    await page.getByLabel("Excerpt").fill("What to check on a scaffold before anyone climbs it.");
    await page.getByLabel("Category").selectOption({ label: "Safety Tips" });
    const tagInput = page.getByLabel("Tags", { exact: true });
    await tagInput.fill("scaffolding");
    await tagInput.press("Enter");
    await tagInput.fill("  construction ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await tagInput.fill("scaffolding");
    await tagInput.press("Enter");
    await tagInput.fill("temporary");
    await tagInput.press("Enter");
    const tags = page.getByRole("list", { name: "Added tags" }).getByRole("listitem");
    await expect(tags).toHaveText(["scaffolding×", "construction×", "temporary×"]);
    await page.getByRole("button", { name: "Remove tag temporary" }).click();
    await expect(tags).toHaveCount(2);
    await page.getByLabel("Content").fill(CONTENT);
    await expect(page.getByLabel("Publish immediately")).not.toBeChecked();

    await page.getByRole("button", { name: "Create Blog Post" }).click();
    await expect(toast(page).filter({ hasText: "Success" })).toContainText("Blog post created successfully");
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const created = row(page, title);
    await expect(created).toContainText("Draft");
    await expect(created).toContainText("Not published");

    // A draft does not exist for the public.
    const anonymous = await request.get(`/blog/${slug}`);
    expect(anonymous.status()).toBe(404);
  });

  test("a taken slug is refused with the server's message", async ({ page }) => {
    await gotoHydrated(page, "/admin/blog/create");
    await page.getByLabel("Title").fill("A second OHS Act explainer");
    await page.getByLabel("Slug").fill("understanding-the-ohs-act-employer-duties");
    await page.getByLabel("Excerpt").fill("Another look at the duties of employers.");
    await page.getByLabel("Content").fill(CONTENT);
    await page.getByRole("button", { name: "Create Blog Post" }).click();
    await expect(toast(page).filter({ hasText: "Error" })).toContainText("A post with this slug already exists");
    await expect(page).toHaveURL(/\/admin\/blog\/create$/);
  });

  test("edit, publish, unpublish and delete a post", async ({ page, browser }) => {
    const title = `Ladder Inspections ${Date.now()}`;
    const created = await page.request.post("/api/admin/blog", {
      data: { title, slug: `ladder-inspections-${Date.now()}`, excerpt: "A quick pre-use check for portable ladders.", content: CONTENT, tags: ["ladders"], published: false },
    });
    expect(created.status()).toBe(201);
    const post = await created.json();
    const anonymous = await browser.newContext();

    await gotoHydrated(page, "/admin/blog");
    await row(page, title).getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Blog Post");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Content")).toHaveValue(CONTENT);
    await expect(page.getByRole("list", { name: "Added tags" })).toContainText("ladders");

    const newTitle = `${title} (revised)`;
    await page.getByLabel("Title").fill(newTitle);
    await page.getByLabel("Published", { exact: true }).check();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).filter({ hasText: "Success" })).toContainText("Blog post updated successfully");
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const published = row(page, newTitle);
    await expect(published).toContainText("Published");
    await expect(published).not.toContainText("Not published");

    const publicPage = await anonymous.newPage();
    await publicPage.goto(`/blog/${post.slug}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(newTitle);

    await published.getByRole("button", { name: `Unpublish ${newTitle}` }).click();
    await expect(toast(page).filter({ hasText: "Post unpublished" })).toBeVisible();
    await expect(row(page, newTitle)).toContainText("Not published");
    expect((await publicPage.goto(`/blog/${post.slug}`))?.status()).toBe(404);
    await row(page, newTitle).getByRole("button", { name: `Publish ${newTitle}` }).click();
    await expect(row(page, newTitle)).not.toContainText("Not published");
    expect((await publicPage.goto(`/blog/${post.slug}`))?.status()).toBe(200);

    await row(page, newTitle).getByRole("button", { name: `Delete ${newTitle}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
    await expect(dialog).toContainText("This action cannot be undone. This will permanently delete the blog post.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, newTitle)).toBeVisible();

    await row(page, newTitle).getByRole("button", { name: `Delete ${newTitle}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page).filter({ hasText: "Post deleted" })).toContainText("The blog post has been successfully deleted.");
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(row(page, newTitle)).toHaveCount(0);
    expect((await publicPage.goto(`/blog/${post.slug}`))?.status()).toBe(404);
    await anonymous.close();
  });

  test("an unknown post id shows a not-found state inside the admin", async ({ page }) => {
    const response = await page.goto("/admin/blog/edit/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  });

  test("the create form passes axe and fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin/blog/create");
    expect((await axe(page)).violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
