// Micro-cache for the public read API (training reference data): the finder's answers change
// only when an administrator edits the data. Entries live a few seconds, are kept gzipped, and
// are dropped at once when this instance handles an admin write; other instances catch up
// within the TTL.
import zlib from "node:zlib";
import type { Request, Response, NextFunction } from "express";

interface Entry {
  raw: Buffer;
  gzip: Buffer;
  expires: number;
}

export function createReadCache(options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  // Bumped on every write: a read that began before the write must not store what it read.
  let generation = 0;

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (options.ttlMs <= 0 || req.method !== "GET") return next();
    const key = req.originalUrl;
    const hit = entries.get(key);
    res.setHeader("Vary", "Accept-Encoding");
    if (hit && hit.expires > Date.now()) {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Read-Cache", "HIT");
      if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        res.setHeader("Content-Encoding", "gzip");
        return res.end(hit.gzip);
      }
      return res.end(hit.raw);
    }
    const started = generation;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode === 200 && started === generation) {
        const raw = Buffer.from(JSON.stringify(body));
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { raw, gzip: zlib.gzipSync(raw), expires: Date.now() + options.ttlMs });
      }
      return json(body);
    };
    next();
  };

  /** Clears the cache after any state-changing request it is mounted on. */
  const invalidateOnWrite = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      generation++;
      entries.clear();
      res.on("finish", () => {
        generation++;
        entries.clear();
      });
    }
    next();
  };

  return { middleware, invalidateOnWrite, clear: () => entries.clear() };
}
