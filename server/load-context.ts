import type { Request, Response } from "express";
import type { AppDeps } from "./deps";
import { clientIp } from "./deps";
import type { PublicUser } from "../app/lib/user";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

declare module "react-router" {
  interface AppLoadContext {
    config: Config;
    db: Database;
    logger: Logger;
    user: PublicUser | null;
    clientIp: string;
    /** Per-request CSP nonce for inline scripts. */
    cspNonce: string;
  }
}

export function getLoadContext(deps: AppDeps, req: Request, res: Response) {
  return {
    config: deps.config,
    db: deps.db,
    logger: deps.logger,
    user: req.user ?? null,
    clientIp: clientIp(req),
    cspNonce: String(res.locals.cspNonce ?? ""),
  };
}
