import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { test, expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { ADMIN_STATE, E2E_BASE_URL, E2E_DATA_DIR } from "../../playwright.config";
import { gotoHydrated } from "./helpers";
import { csvRecords, parseCsv } from "../api/backoffice-csv";

test.use({ storageState: ADMIN_STATE });

/** A marker unique to this test run, so other tests' rows never interfere. */
const tag = () => `t${crypto.randomBytes(4).toString("hex")}`;

async function createLead(api: APIRequestContext, fields: { name: string; message: string; service?: string; company?: string; source?: string }) {
  const res = await api.post("/api/leads", {
    data: {
      email: `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.co.za`,
      phone: "+27 82 555 0101",
      service: "OHS Training",
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A toast by its title (sonner renders them in the "Notifications" region). */
const toast = (page: Page, title: string) => page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });

async function expectNoAxeViolations(page: Page) {
  // The shared toaster (sonner's rich colours) is not part of these pages; its contrast is reported separately.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  expect(results.violations).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(filePath!, "utf8") };
}

test.describe("back office", () => {
  test("every admin screen has the one admin navigation, and the dashboard counts", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const label of ["Dashboard", "Blog", "Training Data", "Leads", "Providers", "Subscribers", "Users"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    for (const [label, heading] of [
      ["Leads", "Leads"],
      ["Providers", "Provider Applications"],
      ["Subscribers", "Subscribers"],
      ["Users", "Users"],
    ]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }

    const countOf = async (label: string) => {
      await page.goto("/admin");
      const text = await page.getByRole("list", { name: "Summary" }).getByRole("link", { name: new RegExp(label) }).locator("span.text-3xl").innerText();
      return Number(text.replace(/\D/g, ""));
    };
    const before = {
      leads: await countOf("New leads this week"),
      providers: await countOf("Pending provider applications"),
      subscribers: await countOf("Subscribers"),
    };
    const marker = tag();
    await createLead(request, { name: `Dash ${marker}`, message: "Please quote for a legal compliance audit of our plant." });
    expect(
      (
        await request.post("/api/providers", {
          data: {
            companyName: `Dash Provider ${marker}`,
            contactName: "Thandi Nkosi",
            email: `dash-${marker}@example.co.za`,
            phone: "011 555 0199",
            serviceArea: "Gauteng",
            services: ["OHS Training"],
            companyDescription: "Accredited first aid and fire fighting training in Gauteng.",
          },
        })
      ).status(),
    ).toBe(201);
    expect((await request.post("/api/subscribe", { data: { email: `dash-${marker}@example.co.za`, name: "" } })).status()).toBe(201);
    expect(await countOf("New leads this week")).toBeGreaterThanOrEqual(before.leads + 1);
    expect(await countOf("Pending provider applications")).toBeGreaterThanOrEqual(before.providers + 1);
    expect(await countOf("Subscribers")).toBeGreaterThanOrEqual(before.subscribers + 1);
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("region", { name: "Latest leads" }).getByRole("link", { name: new RegExp(`Dash ${marker}`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("leads: search, filters, detail, status change, paging and the back button", async ({ page, request }) => {
    const marker = tag();
    await createLead(request, { name: `Alpha ${marker}`, message: "Working at heights training for 8 riggers.", service: "OHS Training", source: "training-finder" });
    await createLead(request, { name: `Bravo ${marker}`, message: "Fire risk assessment for our Durban warehouse.", service: "Safety Consulting", company: "Bravo Logistics" });
    await createLead(request, { name: `Charlie ${marker}`, message: "Annual OHS legal compliance audit, please.", service: "Workplace Auditing" });

    await gotoHydrated(page, "/admin/leads");
    await page.getByRole("searchbox", { name: "Search leads" }).fill(marker);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(4);
    // Newest first.
    await expect(rows.nth(1)).toContainText(`Charlie ${marker}`);
    await expect(rows.nth(3)).toContainText(`Alpha ${marker}`);
    await expect(page.getByText("Showing 1-3 of 3 leads")).toBeVisible();

    // A filter change submits at once and lands in the URL.
    await page.getByLabel("Service", { exact: true }).selectOption("Safety Consulting");
    await expect(page).toHaveURL(/service=Safety\+Consulting/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Bravo ${marker}`);

    // Search also covers the message.
    await page.getByLabel("Service", { exact: true }).selectOption("");
    await page.getByRole("searchbox", { name: "Search leads" }).fill("Durban warehouse");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("table")).toContainText(`Bravo ${marker}`);

    // Detail view with the message and the source; a status change.
    await gotoHydrated(page, `/admin/leads?q=${marker}`);
    await page.getByRole("link", { name: `Alpha ${marker}` }).click();
    const detail = page.getByRole("article", { name: `Alpha ${marker}` });
    await expect(detail).toContainText("Working at heights training for 8 riggers.");
    await expect(detail).toContainText("training-finder");
    await detail.getByLabel("Change status").selectOption("contacted");
    await detail.getByRole("button", { name: "Save status" }).click();
    await expect(toast(page, "Status updated")).toBeVisible();
    await expect(page.getByRole("table").getByRole("row", { name: new RegExp(`Alpha ${marker}`) })).toContainText("Contacted");

    // The status filter finds it; the back button returns to the previous list.
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await expect(page).toHaveURL(/status=contacted/);
    await expect(rows).toHaveCount(2);
    await page.goBack();
    await expect(page).not.toHaveURL(/status=contacted/);
    await expect(rows).toHaveCount(4);
    await expect(detail).toBeVisible();
    await page.getByRole("link", { name: "Close lead details" }).click();
    await expect(detail).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Paging: 22 leads with one marker give two pages.
    const pageMarker = tag();
    for (let i = 1; i <= 22; i++) await createLead(request, { name: `Paged ${String(i).padStart(2, "0")} ${pageMarker}`, message: "Safety file for a construction site." });
    await gotoHydrated(page, `/admin/leads?q=${pageMarker}`);
    await expect(page.getByText("Showing 1-20 of 22 leads")).toBeVisible();
    await expect(rows.nth(1)).toContainText(`Paged 22 ${pageMarker}`);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Showing 21-22 of 22 leads")).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText(`Paged 01 ${pageMarker}`);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText("Showing 1-20 of 22 leads")).toBeVisible();

    // A bad page number in the URL is ignored rather than an error.
    const response = await page.goto(`/admin/leads?q=${pageMarker}&page=abc`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Showing 1-20 of 22 leads")).toBeVisible();
  });

  test("leads: the CSV export holds the filtered leads and parses as RFC 4180", async ({ page, request }) => {
    const marker = tag();
    await createLead(request, { name: `Quoted ${marker}`, company: 'Smith, "Sons" & Co', message: "Line one, with a comma\nLine two", service: "Safety Equipment" });
    await createLead(request, { name: `Other ${marker}`, message: "=HYPERLINK(\"http://example.com\") please", service: "OHS Training" });
    await gotoHydrated(page, `/admin/leads?q=${marker}&service=Safety+Equipment`);
    const file = await download(page, "Export CSV");
    expect(file.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = parseCsv(file.text);
    expect(parsed.bom).toBe(true);
    const records = csvRecords(file.text);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ Name: `Quoted ${marker}`, Company: 'Smith, "Sons" & Co', Message: "Line one, with a comma\nLine two", Phone: "'+27 82 555 0101", Status: "new" });

    await gotoHydrated(page, `/admin/leads?q=${marker}&service=OHS+Training`);
    const other = csvRecords((await download(page, "Export CSV")).text);
    expect(other.map((r) => r.Message)).toEqual(["'=HYPERLINK(\"http://example.com\") please"]);
  });

  test("providers: approve and reject with a reason; the applicant is e-mailed", async ({ page, request }) => {
    const marker = tag();
    const email = `apply-${marker}@example.co.za`;
    const res = await request.post("/api/providers", {
      data: {
        companyName: `Hlanganani OHS ${marker}`,
        contactName: "Sizwe Mthembu",
        email,
        phone: "031 555 0188",
        website: "www.hlanganani.co.za",
        serviceArea: "KwaZulu-Natal",
        services: ["Workplace Auditing", "Safety Consulting"],
        certifications: "SACPCMP registered construction health and safety agent",
        companyDescription: "Construction health and safety agents serving KwaZulu-Natal since 2012.",
      },
    });
    expect(res.status()).toBe(201);

    await gotoHydrated(page, `/admin/providers?status=pending&q=${marker}`);
    const card = page.getByRole("article", { name: `Hlanganani OHS ${marker}` });
    await expect(card).toContainText("Pending");
    await expect(card).toContainText("KwaZulu-Natal");
    await card.getByText("About the company and certifications").click();
    await expect(card).toContainText("SACPCMP registered");
    await card.getByText("Approve or reject").click();
    await card.getByLabel(/Reason or note for the applicant/).fill("Please send your SACPCMP certificate and proof of COIDA registration.");
    await card.getByRole("button", { name: "Reject" }).click();
    await expect(toast(page, "Application updated")).toBeVisible();
    // The pending filter no longer lists it.
    await expect(card).toHaveCount(0);

    await gotoHydrated(page, `/admin/providers?status=rejected&q=${marker}`);
    await expect(card).toContainText("Rejected");
    await expect(card).toContainText("Reason given: Please send your SACPCMP certificate");
    await expectNoAxeViolations(page);

    // The outbox worker writes the applicant's e-mail to the development mailbox.
    const mailDir = path.join(E2E_DATA_DIR, "mail");
    await expect
      .poll(
        () => {
          if (!fs.existsSync(mailDir)) return false;
          return fs.readdirSync(mailDir).some((name) => {
            const raw = fs.readFileSync(path.join(mailDir, name), "utf8");
            return raw.includes(email) && /unable to approve/.test(raw.replace(/=\r?\n/g, ""));
          });
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // A later change of mind approves it.
    await card.getByText("Change the decision").click();
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Application updated")).toBeVisible();
    await gotoHydrated(page, `/admin/providers?q=${marker}`);
    await expect(card).toContainText("Approved");
  });

  test("subscribers: search, CSV export, and unsubscribe behind a confirmation", async ({ page, request }) => {
    const marker = tag();
    for (const email of [`stay-${marker}@example.co.za`, `leave-${marker}@example.co.za`]) {
      expect((await request.post("/api/subscribe", { data: { email, name: "Naledi Khumalo" } })).status()).toBe(201);
    }
    await gotoHydrated(page, `/admin/subscribers?q=${marker}`);
    await expect(page.getByText("Showing 1-2 of 2 subscribers")).toBeVisible();
    const leaveRow = page.getByRole("row", { name: new RegExp(`leave-${marker}`) });
    await expect(leaveRow).toContainText("Active");

    await page.getByRole("button", { name: `Unsubscribe leave-${marker}@example.co.za` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(leaveRow).toContainText("Active");

    await page.getByRole("button", { name: `Unsubscribe leave-${marker}@example.co.za` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Unsubscribe" }).click();
    await expect(toast(page, "Unsubscribed")).toBeVisible();
    await expect(leaveRow).toContainText("Unsubscribed");
    await expect(page.getByRole("row", { name: new RegExp(`stay-${marker}`) })).toContainText("Active");

    await page.getByLabel("Status", { exact: true }).selectOption("active");
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByText("Showing 1-1 of 1 subscriber")).toBeVisible();
    const active = csvRecords((await download(page, "Export CSV")).text);
    expect(active.map((r) => r.Email)).toEqual([`stay-${marker}@example.co.za`]);

    await gotoHydrated(page, `/admin/subscribers?q=${marker}`);
    const all = csvRecords((await download(page, "Export CSV")).text);
    expect(all.find((r) => r.Email === `leave-${marker}@example.co.za`)).toMatchObject({ Status: "Unsubscribed", Name: "Naledi Khumalo" });
    await expectNoAxeViolations(page);
  });

  test("subscribers: unsubscribing works without JavaScript too", async ({ browser, request }) => {
    const marker = tag();
    const email = `nojs-${marker}@example.co.za`;
    expect((await request.post("/api/subscribe", { data: { email, name: "" } })).status()).toBe(201);
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false, storageState: ADMIN_STATE });
    const page = await context.newPage();
    await page.goto(`/admin/subscribers?q=${marker}`);
    await page.getByRole("button", { name: `Unsubscribe ${email}` }).click();
    await expect(page).toHaveURL(/confirm=\d+/);
    const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).not.toHaveURL(/confirm=/);
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Unsubscribed");
    await expect(page.getByRole("status").filter({ hasText: `${email} will no longer receive marketing e-mails.` })).toBeVisible();
    await context.close();
  });

  test("users: grant and revoke admin rights; one's own rights cannot be revoked", async ({ page }) => {
    const marker = tag();
    const username = `officer-${marker}`;
    // A second account, registered in its own session (an explicit empty state: the test runner
    // would otherwise hand this context the administrator's cookie, and registering replaces it).
    const newcomer = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
    const registered = await newcomer.post("/api/register", { data: { username, email: `${username}@example.co.za`, password: "Sturdy-Ladder-Harness-77" } });
    expect(registered.status(), await registered.text()).toBe(201);
    expect((await registered.json()).isAdmin).toBe(false);
    expect((await newcomer.get("/api/admin/stats")).status()).toBe(403);

    await gotoHydrated(page, `/admin/users?q=${marker}`);
    const row = page.getByRole("row", { name: new RegExp(username) });
    await expect(row).toContainText("Waiting for approval");
    await row.getByRole("button", { name: `Grant admin rights to ${username}` }).click();
    await expect(toast(page, "Rights granted")).toBeVisible();
    await expect(row).toContainText("Administrator");
    expect((await newcomer.get("/api/admin/stats")).status()).toBe(200);

    await row.getByRole("button", { name: `Revoke rights of ${username}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`${username} will lose access`);
    await dialog.getByRole("button", { name: "Revoke rights" }).click();
    await expect(toast(page, "Rights revoked")).toBeVisible();
    await expect(row).toContainText("Waiting for approval");
    expect((await newcomer.get("/api/admin/stats")).status()).toBe(403);

    // The signed-in administrator's own row offers no revoke, and the API refuses it.
    await gotoHydrated(page, "/admin/users?role=admin");
    const own = page.getByRole("row", { name: /You/ });
    await expect(own).toContainText("Another administrator can change your rights");
    await expect(own.getByRole("button")).toHaveCount(0);
    const me = await page.request.get("/api/user");
    const refused = await page.request.patch(`/api/admin/users/${(await me.json()).id}`, { data: { isAdmin: false } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toMatch(/cannot revoke your own/);
    await expectNoAxeViolations(page);
    await newcomer.dispose();
  });

  test("an account without rights sees the waiting page, and signed-out visitors go to the login", async ({ browser }) => {
    const marker = tag();
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
    const anonymous = await context.newPage();
    await anonymous.goto("/admin/leads?status=new");
    await expect(anonymous).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fleads%3Fstatus%3Dnew/);
    expect((await context.request.get("/api/admin/leads")).status()).toBe(401);

    const registered = await context.request.post("/api/register", {
      data: { username: `waiting-${marker}`, email: `waiting-${marker}@example.co.za`, password: "Sturdy-Ladder-Harness-77" },
    });
    expect(registered.status()).toBe(201);
    for (const path of ["/admin", "/admin/leads", "/admin/providers", "/admin/subscribers", "/admin/users"]) {
      const response = await anonymous.goto(path);
      expect(response?.status()).toBe(403);
      await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText("Waiting for approval");
    }
    await context.close();
  });

  test("the back office works at phone width without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin", "/admin/leads", "/admin/providers", "/admin/subscribers", "/admin/users"]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await expectNoAxeViolations(page);
  });
});
