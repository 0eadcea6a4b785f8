import type { Request, Response, NextFunction } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by a browser from another origin (CSRF),
 * judged by Sec-Fetch-Site and Origin. A request with neither header is not from a
 * browser page (curl, server-to-server) and passes.
 */
export function isCrossOrigin(req: Request, publicUrl: string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "") {
    return !(site === "same-origin" || site === "none");
  }
  const origin = req.headers.origin;
  if (typeof origin === "string" && origin !== "") {
    if (origin === "null") return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return true;
    }
    const allowed = new Set([req.headers.host, new URL(publicUrl).host]);
    return !allowed.has(host);
  }
  return false;
}

export function sameOriginOnly(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!SAFE_METHODS.has(req.method) && isCrossOrigin(req, publicUrl)) {
      return res.status(403).json({ message: "Cross-origin request refused" });
    }
    next();
  };
}
