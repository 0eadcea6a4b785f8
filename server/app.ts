// Express: middleware, the JSON API, health check, static assets, then the page handler.
import path from "node:path";
import fs from "node:fs";
import express, { type Express, type RequestHandler } from "express";
import compression from "compression";
import { requestLog } from "./request-log";
import { sql } from "drizzle-orm";
import type { AppDeps } from "./deps";
import { createApiRouter } from "./api";
import { createReadCache } from "./api/read-cache";
import { sessionMiddleware } from "./auth/session";
import { securityHeaders } from "./security";

export interface AppOptions {
  /** React Router's request handler; absent in API tests. */
  pageHandler?: RequestHandler;
  /** build/client of the production build. */
  staticDir?: string;
  /** Express routes served before the page handler (sitemap.xml, robots.txt, rss, unsubscribe...). */
  extraRoutes?: (app: Express, deps: AppDeps) => void;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const { config, db, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(requestLog(logger));
  app.use(securityHeaders(config));
  // Public training answers are served from memory, already gzipped, before compression and sessions.
  const trainingCache = createReadCache({ ttlMs: config.pageCacheSeconds * 1000 });
  app.use("/api/training", trainingCache.middleware);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  const hasStatic = Boolean(options.staticDir && fs.existsSync(options.staticDir));
  if (hasStatic) {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(options.staticDir!, "assets"), { immutable: true, maxAge: "1y", index: false }));
  }

  const session = sessionMiddleware(db, config);
  app.use("/api", session, createApiRouter(deps, { trainingCache }));
  // After /api, so API requests never pay for a file lookup; before the session, so files never pay for a query.
  if (hasStatic) app.use(express.static(options.staticDir!, { maxAge: "1h", index: false }));
  app.use(session);
  options.extraRoutes?.(app, deps);

  if (options.pageHandler) app.use(options.pageHandler);
  return app;
}
