import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

// The small modules every public page shares, otherwise a dozen ~2 KB files (see "site" below).
const SITE_MODULES = [
  "components/ui/icon.tsx",
  "components/ui/spinner.tsx",
  "components/not-found.tsx",
  "components/layout/",
  "components/map/map-frame.tsx",
  "components/map/lazy-",
  "components/map/use-near-viewport.ts",
  "components/marketing/service-icon.tsx",
  "components/marketing/section-heading.tsx",
  "components/forms/newsletter-form.tsx",
  "components/forms/popup-flag.ts",
  "components/forms/checklist-popup.tsx",
  "components/forms/form-guard.tsx",
  "components/forms/consent-text.tsx",
  "lib/schemas/consent.ts",
  "lib/schemas/spam.ts",
  "lib/toast.ts",
  "lib/seo.ts",
  "lib/site.ts",
  "lib/inline-css.ts",
  "content/site.ts",
];
const isSiteModule = (id: string) => SITE_MODULES.some((module) => id.replaceAll("\\", "/").includes(`/app/${module}`));

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express process entry, so build/server/index.js
  // is the whole server (https://reactrouter.com/start/framework/custom).
  build: isSsrBuild
    ? // cssTarget as in the browser build: the server inlines the stylesheet it builds (decision 0005),
      // which must be the browser's file, byte for byte, at the same hashed URL.
      { rollupOptions: { input: "./server/index.ts" }, target: "node20", cssTarget: "es2022" }
    : {
        target: "es2022",
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
                // The small shared modules of the public pages in one file instead of a dozen: each
                // request costs a round trip on a mobile connection. Only modules without heavy or
                // lazy imports of their own (no zod, no Leaflet, no dialogs) belong here.
                { name: "site", test: isSiteModule, priority: 20 },
              ],
            },
          },
        },
      },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter()],
}));
