// Shared by the capture end-to-end tests: toasts, the spam-trap wait, and the .eml mailbox the
// server writes under DATA_DIR/mail (no SMTP_URL in the e2e server).
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { E2E_DATA_DIR } from "../../playwright.config";

export const toast = (page: Page) => page.locator("[data-sonner-toast]");

export async function expectToast(page: Page, title: string, description: string) {
  const item = toast(page).filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText(description);
}

let sequence = 0;
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${sequence}@example.co.za`;
}

/** Forms treat a submission within 2 s of showing as automated; people are slower than Playwright. */
export async function actLikeAPerson(page: Page, clockInstalled = false) {
  if (clockInstalled) await page.clock.fastForward(2500);
  else await page.waitForTimeout(2100);
}

const MAIL_DIR = path.join(E2E_DATA_DIR, "mail");

/** Waits for the outbox worker to write the mails addressed to `to` (optionally with a subject). */
export async function waitForMail(to: string, options: { subject?: string; contains?: string; count?: number; timeoutMs?: number } = {}): Promise<string[]> {
  const { subject, contains, count = 1, timeoutMs = 20_000 } = options;
  const started = Date.now();
  for (;;) {
    const found = readMails().filter((raw) => new RegExp(`^To: ${escapeRegExp(to)}$`, "mi").test(raw) && (!subject || raw.includes(`Subject: ${subject}`)) && (!contains || mailText(raw).includes(contains)));
    if (found.length >= count) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to}${subject ? ` with subject ${subject}` : ""} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function readMails(): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), "utf8"));
}

/** The mail's plain-text part with quoted-printable soft breaks undone. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function unsubscribeLink(raw: string): string {
  const match = /List-Unsubscribe:\s*<([^>]+)>/.exec(raw);
  if (!match) throw new Error("no List-Unsubscribe header");
  return match[1]!;
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
