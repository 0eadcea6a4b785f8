// Security headers on every response (issue 8): a nonce-based CSP with no 'unsafe-inline'
// or 'unsafe-eval' for scripts, HSTS over https, and a tight Permissions-Policy.
import crypto from "node:crypto";
import type { Request, Response, NextFunction, RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "./config";

/** Origins the map tiles come from, e.g. https://*.tile.example.org for a {s} template. */
export function tileImageSources(mapTileUrl: string): string[] {
  const withoutTemplate = mapTileUrl.replace("{s}.", "subdomain-wildcard.").replace(/\{[a-z]\}/g, "0");
  try {
    const url = new URL(withoutTemplate);
    return [`${url.protocol}//${url.host.replace("subdomain-wildcard.", "*.")}`];
  } catch {
    return [];
  }
}

export function securityHeaders(config: Config): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        "script-src-attr": ["'none'"],
        // React renders style attributes and Leaflet/sonner add styles: styles only, never scripts.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...tileImageSources(config.mapTileUrl)],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
        ...(config.secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: config.secure ? { maxAge: 63072000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  const permissions = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      "Permissions-Policy",
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
    );
    next();
  };
  return [nonce, headers, permissions];
}
