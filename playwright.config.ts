import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

// End-to-end tests run against the production build on a fresh embedded database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "ohs-e2e-data");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const E2E_OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? "test-results";
/** Cookies of the administrator registered by global.setup.ts. */
export const ADMIN_STATE = path.join(E2E_OUTPUT_DIR, ".auth", "admin.json");
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: E2E_OUTPUT_DIR,
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /global\.setup\.ts/ },
    { name: "chromium", testIgnore: /global\.setup\.ts/, dependencies: ["setup"] },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node ${BUILD_DIR}/server/index.js`,
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // The browser tests submit forms many times from one address.
      FORM_RATE_LIMIT: "1000",
      // Deterministic pages across tests; the cache itself is tested in tests/unit/page-cache.test.ts.
      PAGE_CACHE_SECONDS: "0",
      WHATSAPP_NUMBER: "27821234567",
      COMPANY_PHONE: "+27 10 500 1234",
      COMPANY_EMAIL: "info@safetyexperts.co.za",
      COMPANY_REGISTRATION: "2021/123456/07",
      COMPANY_DIRECTORS: "N. Dlamini, P. van Wyk",
    },
  },
});
