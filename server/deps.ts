import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

/** What every router, loader and job is given: no module-level singletons, so tests hand in their own. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

/** The client address, honouring TRUST_PROXY through Express's `trust proxy`. */
export function clientIp(req: { ip?: string; socket?: { remoteAddress?: string } }): string {
  return req.ip ?? req.socket?.remoteAddress ?? "unknown";
}
