// Process entry (built to build/server/index.js): config, database, seed, HTTP, graceful shutdown.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchRequestHandler } from "react-router";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createApp } from "./app";
import { getLoadContext } from "./load-context";
import { startBackgroundJobs } from "./jobs";
import { registerSiteRoutes } from "./site-routes";
import { createPageCache } from "./page-cache";
import { sessionCookieName } from "./auth/session";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (config.secure && !config.company.registration) {
    logger.warn("COMPANY_REGISTRATION is not set: ECTA section 43 asks for the registration number on the website (/terms)");
  }

  let handle;
  try {
    handle = await openDatabase(config, (err) => logger.warn({ err }, "database connection lost"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not open the database (${config.databaseUrl ? "DATABASE_URL" : "DATA_DIR"}): ${reason}`);
    process.exit(1);
  }
  const seeded = await seedDatabase(handle.db);
  if (seeded.length) logger.info({ seeded }, "seeded database");

  const deps = { config, db: handle.db, logger };
  const build = () => import("virtual:react-router/server-build");
  const renderPage = createFetchRequestHandler(build, "production");
  const pageCache = createPageCache({
    ttlMs: config.pageCacheSeconds * 1000,
    sessionCookieName: sessionCookieName(config),
    render: (request, req, res) => renderPage(request, getLoadContext(deps, req, res)),
    fallback: createRequestHandler({ build, getLoadContext: (req, res) => getLoadContext(deps, req, res) }),
  });
  const app = createApp(deps, {
    // build/server/index.js serves build/client beside it.
    staticDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client"),
    extraRoutes: registerSiteRoutes,
    pageHandler: pageCache.handler,
  });
  const jobs = startBackgroundJobs(deps);

  const server = app.listen(config.port, () => {
    logger.info({ port: config.port, database: handle.kind, url: config.publicUrl }, "listening");
  });
  // Keep idle connections open longer than a load balancer's idle timeout (60 s on most): with
  // Node's 5 s default, a proxy or client reusing a connection as the server closes it gets a reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `PORT ${config.port} is already in use` : `Server error: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    // Stop accepting, finish in-flight requests, then close the database cleanly
    // (PGlite needs close() or it runs crash recovery at the next start).
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await jobs.stop();
    await handle.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
