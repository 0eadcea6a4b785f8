// Security headers on every response (issue 8): a nonce-based CSP with no 'unsafe-inline'
// or 'unsafe-eval' for scripts, HSTS over https, and a tight Permissions-Policy.
import crypto from "node:crypto";
import type { RequestHandler } from "express";
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

/** The CSP with a nonce slot: built once, so each response only joins three strings. */
export function contentSecurityPolicy(config: Pick<Config, "mapTileUrl" | "secure">): [string, string] {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'nonce-{NONCE}'"]],
    ["script-src-attr", ["'none'"]],
    // React renders style attributes and Leaflet/sonner add styles: styles only, never scripts.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...tileImageSources(config.mapTileUrl)]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
  ];
  if (config.secure) directives.push(["upgrade-insecure-requests", []]);
  const policy = directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
  const [before, after] = policy.split("{NONCE}");
  return [before!, after!];
}

export function securityHeaders(config: Config): RequestHandler[] {
  const [cspBefore, cspAfter] = contentSecurityPolicy(config);
  const nonceAndPolicy: RequestHandler = (_req, res, next) => {
    // randomUUID draws from a buffered CSPRNG pool: 122 random bits without a syscall per request.
    const nonce = crypto.randomUUID().replace(/-/g, "");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", cspBefore + nonce + cspAfter);
    res.setHeader(
      "Permissions-Policy",
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
    );
    next();
  };
  // helmet sets the rest; the CSP is ours (above) so its nonce costs no per-request policy building.
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: config.secure ? { maxAge: 63072000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  return [nonceAndPolicy, headers];
}
