import { Router } from "express";
import type { AppDeps } from "../deps";

/** /api/admin leads, providers, subscribers, users (issue 7) */
export function createBackofficeRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
