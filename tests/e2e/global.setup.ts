import fs from "node:fs";
import path from "node:path";
import { test as setup, expect } from "@playwright/test";
import { ADMIN_STATE } from "../../playwright.config";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./auth-accounts";

// The server starts on an empty database: wait until it answers.
setup("server is ready", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.ok()).toBe(true);
});

// DESIGN decision 1: the first account registered is the administrator. Its cookies are saved
// so that admin tests can start signed in: test.use({ storageState: ADMIN_STATE }).
setup("register the administrator", async ({ request }) => {
  const res = await request.post("/api/register", {
    data: { username: ADMIN_USERNAME, email: "e2e-admin@example.co.za", password: ADMIN_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).isAdmin).toBe(true);
  fs.mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  await request.storageState({ path: ADMIN_STATE });
});
