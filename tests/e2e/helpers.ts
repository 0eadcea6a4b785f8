import { expect, type Page } from "@playwright/test";

/** Clicks before hydration are lost: wait for the marker root.tsx sets once React runs. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  return response;
}
