// Micro-cache for anonymous page views: a public page rendered for one visitor without a
// session is served to the next for a few seconds. Search and mobile traffic hits a handful of
// marketing pages; this keeps them fast under load. Signed-in visitors, admin and auth pages,
// and anything that sets a cookie are never cached. Each cached copy stores a placeholder
// where the CSP nonce was, and every response gets its own fresh nonce.
import crypto from "node:crypto";
import type { Request, Response, NextFunction, RequestHandler } from "express";

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  sessionCookieName: string;
  /** Renders one page: React Router's fetch-style handler with our load context. */
  render: (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>;
  /** Everything that is not cacheable goes here (React Router's Express handler). */
  fallback: RequestHandler;
}

interface Entry {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  expires: number;
}

const UNCACHEABLE_PREFIXES = ["/admin", "/auth", "/bingo-auth", "/unsubscribe", "/api"];
const PLACEHOLDER = `__CSP_NONCE_${crypto.randomBytes(8).toString("hex")}__`;

export function isCacheablePageRequest(req: Request, sessionCookieName: string): boolean {
  if (req.method !== "GET") return false;
  if (UNCACHEABLE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(prefix + "/"))) return false;
  // Client-side navigation data requests (*.data) carry loader data only: cheap, leave them be.
  if (req.path.endsWith(".data")) return false;
  const cookie = req.headers.cookie ?? "";
  if (cookie.includes(`${sessionCookieName}=`)) return false;
  if (req.headers.authorization) return false;
  return true;
}

function toFetchRequest(req: Request, signal: AbortSignal): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return new globalThis.Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: "GET", headers, signal });
}

export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();

  const send = (res: Response, entry: Entry) => {
    const nonce = String(res.locals.cspNonce ?? "");
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "HIT");
    res.send(entry.body.split(PLACEHOLDER).join(nonce));
  };

  const handler = async (req: Request, res: Response, next: NextFunction) => {
    if (options.ttlMs <= 0 || !isCacheablePageRequest(req, options.sessionCookieName)) {
      return options.fallback(req, res, next);
    }
    const key = req.originalUrl;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return send(res, cached);

    // One render per key at a time; concurrent visitors wait for it.
    const pending = inFlight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return send(res, entry);
      return options.fallback(req, res, next);
    }

    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const render = (async (): Promise<Entry | null> => {
      const nonce = String(res.locals.cspNonce ?? "");
      const response = await options.render(toFetchRequest(req, controller.signal), req, res);
      const body = await response.text();
      const headers: Array<[string, string]> = [];
      response.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "set-cookie") headers.push([name, value]);
      });
      const entry: Entry = { status: response.status, headers, body: nonce ? body.split(nonce).join(PLACEHOLDER) : body, expires: Date.now() + options.ttlMs };
      const cacheable = response.status === 200 && !response.headers.has("set-cookie") && (response.headers.get("content-type") ?? "").startsWith("text/html");
      if (cacheable) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      // A response that set a cookie is this visitor's alone: send it, share nothing.
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "set-cookie") res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader("Set-Cookie", cookies);
      res.setHeader("X-Page-Cache", "MISS");
      res.send(body);
      return cacheable ? entry : null;
    })();
    inFlight.set(key, render);
    try {
      await render;
    } catch (error) {
      if (!res.headersSent) next(error);
    } finally {
      inFlight.delete(key);
    }
  };

  return { handler, clear: () => entries.clear(), size: () => entries.size };
}
