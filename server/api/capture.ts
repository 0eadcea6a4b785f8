import { Router } from "express";
import type { AppDeps } from "../deps";

/** /api/subscribe, /api/leads, /api/providers (issue 4) */
export function createCaptureRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
