import { test as setup, expect } from "@playwright/test";

// The server starts on an empty database: wait until it answers.
setup("server is ready", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.ok()).toBe(true);
});
