import { Router } from "express";
import type { AppDeps } from "../deps";

/** /api/user, /api/login, /api/register, /api/logout (issue 5) */
export function createAuthRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
