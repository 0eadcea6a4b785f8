import type { PublicUser } from "../app/lib/user";

declare global {
  namespace Express {
    interface Request {
      user: PublicUser | null;
      sessionToken: string | null;
    }
  }
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

export {};
