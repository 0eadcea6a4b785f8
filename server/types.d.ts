import type { PublicUser } from "../app/lib/user";
import type { Logger } from "./logger";

declare global {
  namespace Express {
    interface Request {
      user: PublicUser | null;
      sessionToken: string | null;
      /** Request id (X-Request-Id) and the logger, set by server/request-log.ts. */
      id?: string;
      log?: Logger;
    }
  }
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

export {};
