// Micro-cache for anonymous page views: a public page rendered for one visitor without a
// session is served to the next for a few seconds. Search and mobile traffic hits a handful of
// marketing pages; this keeps them fast under load. Signed-in visitors, admin and auth pages,
// and anything that sets a cookie are never cached. Each cached copy stores a placeholder
// where the CSP nonce was, and every response gets its own fresh nonce.
import crypto from "node:crypto";
import zlib from "node:zlib";
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
  /** The body split where the nonce goes, each part raw and deflated on its own (see gzipWithNonce). */
  parts?: { raw: Buffer[]; deflated: Buffer[] };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Deflates each part separately, ending in a full flush: byte-aligned, no back-references across parts. */
export function deflateParts(body: string, placeholder: string): { raw: Buffer[]; deflated: Buffer[] } {
  const raw = body.split(placeholder).map((part) => Buffer.from(part));
  const deflated = raw.map((part) => zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_FULL_FLUSH }));
  return { raw, deflated };
}

/** A stored (uncompressed) deflate block; valid right after a full flush. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.from([0x00, data.length & 0xff, data.length >> 8, ~data.length & 0xff, (~data.length >> 8) & 0xff]);
  return Buffer.concat([header, data]);
}

/**
 * The gzip stream of the cached page with this response's nonce, without compressing the page
 * again: the parts were deflated once when cached, and concatenating full-flushed deflate data
 * with stored blocks holding the nonce is one valid deflate stream (as pigz does). Only the
 * CRC-32 is computed per response.
 */
export function gzipWithNonce(parts: { raw: Buffer[]; deflated: Buffer[] }, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.raw.forEach((raw, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    pieces.push(parts.deflated[index]!);
    crc = zlib.crc32(raw, crc);
    size += raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
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

  const send = (req: Request, res: Response, entry: Entry) => {
    const nonce = String(res.locals.cspNonce ?? "");
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "HIT");
    res.vary("Accept-Encoding");
    if (entry.parts && req.acceptsEncodings("gzip") === "gzip") {
      res.setHeader("Content-Encoding", "gzip");
      return res.end(gzipWithNonce(entry.parts, nonce));
    }
    res.send(entry.body.split(PLACEHOLDER).join(nonce));
  };

  const handler = async (req: Request, res: Response, next: NextFunction) => {
    if (options.ttlMs <= 0 || !isCacheablePageRequest(req, options.sessionCookieName)) {
      return options.fallback(req, res, next);
    }
    const key = req.originalUrl;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return send(req, res, cached);

    // One render per key at a time; concurrent visitors wait for it.
    const pending = inFlight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return send(req, res, entry);
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
        entry.parts = deflateParts(entry.body, PLACEHOLDER);
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
