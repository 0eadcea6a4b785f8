// Web performance benchmark (issue 3): Lighthouse 12 (mobile preset) on Debian's Chromium
// against the production build, for /, /services, /training-finder and /blog.
// Prints the four category scores and the gzipped JavaScript each page loads before
// interaction, and whether the budget is met. Exit code 1 when a budget is missed.
// Usage: npm run bench:web   (BUILD_DIR picks the build; CHROME_PATH defaults to /usr/bin/chromium;
// LH_RUNS runs per page, default 3, the median run counts)
import fs from "node:fs";
import http from "node:http";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { ensureBuild, freePort, startServer, stopServer, tempDir } from "../scripts/lib-server.mjs";

const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(",") : ["/", "/services", "/training-finder", "/blog"];
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const HOME_JS_BUDGET_KB = 130;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

/** The scripts the page fetched during the Lighthouse load (no scrolling, no clicks). */
function scripts(lhr) {
  return (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
}

/** Bytes of the body as served with gzip (headers excluded). */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

const entry = ensureBuild();
const port = await freePort();
const dataDir = tempDir("ohs-web-");
const site = await startServer(entry, { PORT: String(port), DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const path of PAGES) {
    // Warm the server (first render, micro-cache) so the measurement is of the page, not a cold start.
    await fetch(site.url + path);
    // Lighthouse's own advice on variance: run several times and take the median run
    // (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        site.url + path,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(BUDGET) },
        // Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, simulated throttling).
        // The full-page screenshot would resize the viewport and load below-the-fold widgets.
        { extends: "lighthouse:default", settings: { disableFullPageScreenshot: true } },
      );
      if (result.lhr.runtimeError) console.error(`${path} run ${run + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      if (result.lhr.categories.performance.score === null) {
        const errors = Object.values(result.lhr.audits).filter((audit) => audit.errorMessage).map((audit) => `${audit.id}: ${audit.errorMessage}`);
        console.error(`${path} run ${run + 1}: no performance score (${errors.join("; ") || "no audit error given"})`);
      }
      runs.push(result);
    }
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = runs[Math.floor(runs.length / 2)];
    // "err": Lighthouse gave no performance score for that run (the reason is printed above the table).
    const perfRuns = runs.map((run) => (run.lhr.categories.performance.score === null ? "err" : Math.round(run.lhr.categories.performance.score * 100)));
    const lhr = result.lhr;
    const scores = Object.fromEntries(Object.keys(BUDGET).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const pageScripts = scripts(lhr);
    // Transfer size as Lighthouse saw it (includes each response's ~1.2 KB of headers) and
    // the gzipped JavaScript itself; the budget applies to the JavaScript.
    const transfer = pageScripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const js = (await Promise.all(pageScripts.map((item) => gzipBodyBytes(item.url)))).reduce((a, b) => a + b, 0);
    const failures = Object.entries(BUDGET)
      .filter(([id, min]) => scores[id] < min)
      .map(([id]) => `${id} ${scores[id]} < ${BUDGET[id]}`);
    if (path === "/" && js / 1024 > HOME_JS_BUDGET_KB) failures.push(`home JS ${(js / 1024).toFixed(1)} KB > ${HOME_JS_BUDGET_KB} KB`);
    const failedAudits = Object.keys(BUDGET).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${id}/${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    );
    rows.push({ path, perfRuns, ...scores, js, transfer, requests: pageScripts.length, failures, failedAudits, lcp: lhr.audits["largest-contentful-paint"]?.displayValue, tbt: lhr.audits["total-blocking-time"]?.displayValue, cls: lhr.audits["cumulative-layout-shift"]?.displayValue });
    if (process.env.LH_JSON_DIR) fs.writeFileSync(`${process.env.LH_JSON_DIR}/lighthouse${path === "/" ? "-home" : path.replace(/\//g, "-")}.json`, result.report);
  }
} finally {
  await chrome.kill();
  await stopServer(site.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const pad = (value, width) => String(value).padEnd(width);
console.log(`\nLighthouse 12 (mobile preset) on ${site.url} (Chromium ${process.env.CHROME_PATH ?? "/usr/bin/chromium"})\n`);
console.log(`Each page ${RUNS} times (LH_RUNS); the median run by performance is shown, all runs' performance in brackets.\n`);
console.log(`${pad("page", 18)}${pad("perf", 6)}${pad("runs", 14)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}${pad("JS gz KB", 10)}${pad("transfer KB", 13)}${pad("scripts", 9)}${pad("LCP", 9)}${pad("TBT", 9)}${pad("CLS", 7)}budget`);
for (const row of rows) {
  console.log(
    `${pad(row.path, 18)}${pad(row.performance, 6)}${pad(`[${row.perfRuns.join(" ")}]`, 14)}${pad(row.accessibility, 6)}${pad(row["best-practices"], 6)}${pad(row.seo, 6)}${pad((row.js / 1024).toFixed(1), 10)}${pad((row.transfer / 1024).toFixed(1), 13)}${pad(row.requests, 9)}${pad(row.lcp ?? "", 9)}${pad(row.tbt ?? "", 9)}${pad(row.cls ?? "", 7)}${row.failures.length ? "MISSED: " + row.failures.join("; ") : "met"}`,
  );
}
const notes = rows.flatMap((row) => row.failedAudits.map((audit) => `  ${row.path}: ${audit}`));
if (notes.length) console.log(`\nAudits below full score:\n${notes.join("\n")}`);
console.log("\nJS gz: gzipped JavaScript bodies loaded before interaction; transfer: Lighthouse transfer size of the same scripts, response headers included.");
console.log(`Budget: performance >= ${BUDGET.performance}, accessibility, best practices and SEO 100; home page JS <= ${HOME_JS_BUDGET_KB} KB gzipped.`);
const missed = rows.some((row) => row.failures.length > 0);
console.log(missed ? "Budget MISSED." : "Budget met on every page.");
process.exitCode = missed ? 1 : 0;
