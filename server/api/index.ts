import express, { Router } from "express";
import type { AppDeps } from "../deps";
import { apiErrorHandler, apiNotFound } from "./errors";
import { sameOriginOnly } from "./origin";
import { methodNotAllowed } from "./method-not-allowed";
import { createAuthRouter } from "./auth";
import { createCaptureRouter } from "./capture";
import { createBlogRouter } from "./blog";
import { createTrainingRouter } from "./training";
import { createBackofficeRouter } from "./backoffice";

/** The JSON API of SPEC §7, mounted at /api before the page handler. */
export function createApiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use(express.json({ limit: "100kb" }));
  api.use(sameOriginOnly(deps.config.publicUrl));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
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
