// JSON request logs with request ids: one pino line per finished request. A small middleware
// instead of pino-http, whose per-request child logger cost a large share of throughput.
import crypto from "node:crypto";
import type { Request, Response, NextFunction } from "express";
import type { Logger } from "./logger";

const REQUEST_ID = /^[\w-]{1,64}$/;

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    req.id = id;
    req.log = logger;
    res.setHeader("X-Request-Id", id);
    // Static assets would drown the log; their errors still show as 4xx/5xx lines.
    const quiet = req.url.startsWith("/assets/");
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const status = res.statusCode;
      if (quiet && status < 400) return;
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level]({ reqId: id, method: req.method, url: req.originalUrl, status, responseTime: Math.round(responseTime * 10) / 10 }, "request completed");
    });
    next();
  };
}
