import express, { Router } from "express";
import type { AppDeps } from "../deps";
import { apiErrorHandler, apiNotFound } from "./errors";
import { sameOriginOnly } from "./origin";
import { methodNotAllowed } from "./method-not-allowed";
import { createAuthRouter } from "./auth";
import { createCaptureRouter } from "./capture";
import { createBlogRouter } from "./blog";
import { createTrainingRouter } from "./training";
import { createReadCache } from "./read-cache";
import { createBackofficeRouter } from "./backoffice";

/** The JSON API of SPEC §7, mounted at /api before the page handler. */
export function createApiRouter(deps: AppDeps, options: { trainingCache?: ReturnType<typeof createReadCache> } = {}): Router {
  const api = Router();
  api.use(express.json({ limit: "100kb" }));
  api.use(sameOriginOnly(deps.config.publicUrl));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // The app serves cached training answers before this router (server/app.ts); writes here clear them.
  const trainingCache = options.trainingCache ?? createReadCache({ ttlMs: deps.config.pageCacheSeconds * 1000 });
  api.use("/admin/training", trainingCache.invalidateOnWrite);
  if (!options.trainingCache) api.use("/training", trainingCache.middleware);
  api.use(createAuthRouter(deps));
  api.use(createCaptureRouter(deps));
  api.use(createBlogRouter(deps));
  api.use(createTrainingRouter(deps));
  api.use(createBackofficeRouter(deps));
  api.use(methodNotAllowed(api));
  api.use(apiNotFound);
  api.use(apiErrorHandler(deps.logger));
  return api;
}
