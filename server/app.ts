// Express: middleware, the JSON API, health check, static assets, then the page handler.
import crypto from "node:crypto";
import path from "node:path";
import fs from "node:fs";
import express, { type Express, type RequestHandler } from "express";
import compression from "compression";
import { pinoHttp } from "pino-http";
import { sql } from "drizzle-orm";
import type { AppDeps } from "./deps";
import { createApiRouter } from "./api";
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

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      // Static assets would drown the log; errors are still logged.
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    }),
  );
  app.use(securityHeaders(config));
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

  if (options.staticDir && fs.existsSync(options.staticDir)) {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(options.staticDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(options.staticDir, { maxAge: "1h", index: false }));
  }

  app.use(sessionMiddleware(db, config));
  app.use("/api", createApiRouter(deps));
  options.extraRoutes?.(app, deps);

  if (options.pageHandler) app.use(options.pageHandler);
  return app;
}
