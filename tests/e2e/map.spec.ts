import { test, expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";

// SPEC §2 maps, §4 locate flow, §8 location messages; DESIGN decision 9 (nearest city).

const EMPTY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** The test machine is offline: answer tile requests with an empty image and record them. */
async function stubTiles(page: Page): Promise<string[]> {
  const tiles: string[] = [];
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: EMPTY_PNG });
  });
  return tiles;
}

test.describe("service-area map on the home page", () => {
  test("Leaflet is not part of the initial JavaScript and loads when the map nears the viewport", async ({ page }) => {
    const tiles = await stubTiles(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("maps.client"))).toBe(false);
    const frame = page.getByRole("region", { name: "Map of our service areas in South Africa" });
    await expect(frame).toHaveAttribute("data-map-loaded", "false");
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("maps.client");

    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator(".leaflet-container")).toBeVisible();
    expect(scripts.some((url) => url.includes("maps.client"))).toBe(true);
    const markers = frame.locator(".leaflet-marker-icon");
    await expect(markers).toHaveCount(10);
    // Marker images are ours, not a CDN's.
    await expect(markers.first()).toHaveAttribute("src", "/images/leaflet/marker-icon.png");
    expect((await page.request.get("/images/leaflet/marker-icon.png")).ok()).toBe(true);
    expect((await page.request.get("/images/leaflet/marker-shadow.png")).ok()).toBe(true);
    await expect(frame.locator(".leaflet-control-attribution")).toContainText("OpenStreetMap");
    // Centred on South Africa at zoom 5: the tiles come from the configured server at z=5.
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => /\/5\/\d+\/\d+\.png$/.test(url))).toBe(true);

    // Markers are mouse targets; the city list beside the map is their keyboard equivalent.
    await frame.getByAltText("Cape Town").click();
    const popup = frame.locator(".leaflet-popup");
    await expect(popup).toContainText("Cape Town");
    await expect(popup).toContainText("Service Area");
  });
});

test.describe("location element on /contact", () => {
  test("finds the visitor, flies to zoom 13, shows the popup and names the nearest city", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -29.6, longitude: 30.38 }); // Pietermaritzburg
    const tiles = await stubTiles(page);
    await gotoHydrated(page, "/contact");
    const frame = page.getByRole("region", { name: "Map for checking whether we service your area" });
    await frame.scrollIntoViewIfNeeded();
    const button = frame.getByRole("button", { name: "Find my location" });
    await expect(button).toBeEnabled();
    await button.click();
    const popup = frame.locator(".leaflet-popup");
    await expect(popup).toContainText("Your Location");
    await expect(popup).toContainText("This is your current location");
    await expect.poll(() => tiles.some((url) => /\/13\/\d+\/\d+\.png$/.test(url)), { timeout: 10_000 }).toBe(true);
    await expect(page.getByTestId("nearest-city")).toContainText("The nearest service city is Durban, about 68 km from you.");
    await expect(page.getByTestId("nearest-city")).toContainText("inside our service area");
    await expect(button).toBeEnabled();
  });

  test("while locating the button is disabled and reads Finding location...", async ({ page }) => {
    await page.addInitScript(() => {
      const slow: Geolocation["getCurrentPosition"] = (success) => {
        setTimeout(() => success({ coords: { latitude: -26.2, longitude: 28.05, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition), 1500);
      };
      Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition: slow }, configurable: true });
    });
    await stubTiles(page);
    await gotoHydrated(page, "/contact");
    const frame = page.getByRole("region", { name: "Map for checking whether we service your area" });
    await frame.scrollIntoViewIfNeeded();
    await frame.getByRole("button", { name: "Find my location" }).click();
    const loading = frame.getByRole("button", { name: "Finding location..." });
    await expect(loading).toBeDisabled();
    await expect(frame.getByRole("button", { name: "Find my location" })).toBeEnabled();
    await expect(page.getByTestId("nearest-city")).toContainText("Johannesburg");
  });

  test("a refused permission shows the browser's reason and leaves the button usable", async ({ page, context }) => {
    await context.clearPermissions();
    await stubTiles(page);
    await gotoHydrated(page, "/contact");
    const frame = page.getByRole("region", { name: "Map for checking whether we service your area" });
    await frame.scrollIntoViewIfNeeded();
    await frame.getByRole("button", { name: "Find my location" }).click();
    const alert = frame.getByRole("alert");
    await expect(alert).toHaveText(/^Unable to retrieve your location\. \S.+/);
    await expect(alert).toHaveClass(/text-red-700/);
    await expect(frame.getByRole("button", { name: "Find my location" })).toBeEnabled();
    await expect(page.getByTestId("nearest-city")).toBeEmpty();
  });

  test("a browser without geolocation gets the unsupported message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "geolocation", { value: undefined, configurable: true });
    });
    await stubTiles(page);
    await gotoHydrated(page, "/contact");
    const frame = page.getByRole("region", { name: "Map for checking whether we service your area" });
    await frame.scrollIntoViewIfNeeded();
    await frame.getByRole("button", { name: "Find my location" }).click();
    await expect(frame.getByRole("alert")).toHaveText("Geolocation is not supported by your browser");
    await expect(frame.getByRole("button", { name: "Find my location" })).toBeEnabled();
  });

  test("tiles that fail to load do not break the page", async ({ page }) => {
    await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort("internetdisconnected"));
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, "/contact");
    const frame = page.getByRole("region", { name: "Map for checking whether we service your area" });
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator(".leaflet-marker-icon")).toHaveCount(10);
    await expect(frame.getByRole("button", { name: "Find my location" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
