import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express process entry, so build/server/index.js
  // is the whole server (https://reactrouter.com/start/framework/custom).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/index.ts" }, target: "node20" }
    : {
        target: "es2022",
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
              ],
            },
          },
        },
      },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter()],
}));
