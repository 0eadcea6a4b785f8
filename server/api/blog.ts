import { Router } from "express";
import type { AppDeps } from "../deps";

/** /api/admin/blog (issue 5) */
export function createBlogRouter(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
