import { Router } from "express";
import type { AppDeps } from "../deps";

/** /api/training/* and /api/admin/training/* (issue 6) */
export function createTrainingRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
