/** The administrator tests/e2e/global.setup.ts registers first (DESIGN decision 1). */
export const ADMIN_USERNAME = "e2e-admin";
export const ADMIN_PASSWORD = "Correct-Horse-Battery-42";
