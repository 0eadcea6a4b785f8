// Every variable of the run-time contract (DESIGN.md), read and validated in one place.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

export class ConfigError extends Error {}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
  trustProxy: number | false;
  publicUrl: string;
  /** true when PUBLIC_URL is https: Secure, __Host- cookies and HSTS. */
  secure: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  company: {
    name: string;
    phone: string;
    email: string;
    address: string;
    /** CIPC registration number and directors (ECTA section 43); null until configured. */
    registration: string | null;
    directors: string | null;
    whatsappNumber: string;
  };
  bingoPlatformUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  /** Attempts one client may make per minute on each public form. */
  formRateLimit: number;
  /** Seconds an anonymous page view is reused for the next visitor (0: off). */
  pageCacheSeconds: number;
  logLevel: string;
  isProduction: boolean;
}

type Env = Record<string, string | undefined>;

function fail(name: string, why: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${why}`);
}

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  return value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) fail(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    fail(name, `must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) fail(name, `must start with ${protocols.map((p) => p + "//").join(" or ")}`);
  return raw.trim();
}

/** Reads the session secret from DATA_DIR, creating it once, for the embedded database. */
function embeddedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, "PORT", 3000, 1, 65535);
  const dataDir = path.resolve(text(env, "DATA_DIR", "./data"));
  const databaseUrl = url(env, "DATABASE_URL", null, ["postgres:", "postgresql:"]);

  let sessionSecret = env.SESSION_SECRET ?? "";
  if (sessionSecret !== "" && sessionSecret.length < 32) fail("SESSION_SECRET", "must be at least 32 characters");
  if (sessionSecret === "") {
    if (databaseUrl) fail("SESSION_SECRET", "is required when DATABASE_URL is set (all instances must share it)");
    sessionSecret = embeddedSessionSecret(dataDir);
  }

  const trustProxyRaw = env.TRUST_PROXY;
  const trustProxy = trustProxyRaw === undefined || trustProxyRaw === "" ? false : integer(env, "TRUST_PROXY", 0, 0, 10);

  const publicUrl = (url(env, "PUBLIC_URL", `http://localhost:${port}`, ["http:", "https:"]) as string).replace(/\/+$/, "");
  const smtpUrl = url(env, "SMTP_URL", null, ["smtp:", "smtps:"]);

  const companyEmail = text(env, "COMPANY_EMAIL", "info@safetyexperts.co.za");
  const mailFrom = text(env, "MAIL_FROM", `Safety Experts On-Demand <${companyEmail}>`);
  if (!/@/.test(mailFrom)) fail("MAIL_FROM", "must contain an e-mail address");
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(companyEmail)) fail("COMPANY_EMAIL", "must be an e-mail address");

  const whatsappNumber = text(env, "WHATSAPP_NUMBER", "27800000000").replace(/[\s+]/g, "");
  if (!/^\d{9,15}$/.test(whatsappNumber)) fail("WHATSAPP_NUMBER", "must be an international number in digits, e.g. 27821234567");

  const mapTileUrl = text(env, "MAP_TILE_URL", "https://tile.openstreetmap.org/{z}/{x}/{y}.png");
  if (!/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/.test(mapTileUrl)) fail("MAP_TILE_URL", "must be an http(s) URL template with {z}, {x} and {y}");

  // ECTA section 43 wants a company's registration number and office bearers on its website.
  const registrationRaw = env.COMPANY_REGISTRATION?.trim() || null;
  if (registrationRaw && !/^\d{4}\/\d{6}\/\d{2}$/.test(registrationRaw)) fail("COMPANY_REGISTRATION", "must be a CIPC registration number, e.g. 2021/123456/07");
  const directors = env.COMPANY_DIRECTORS?.trim() || null;

  const logLevel = text(env, "LOG_LEVEL", "info");
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) fail("LOG_LEVEL", `must be one of fatal, error, warn, info, debug, trace, silent`);

  return {
    port,
    dataDir,
    databaseUrl,
    sessionSecret,
    trustProxy,
    publicUrl,
    secure: publicUrl.startsWith("https://"),
    smtpUrl,
    mailFrom,
    company: {
      name: text(env, "COMPANY_NAME", "Safety Experts On-Demand"),
      phone: text(env, "COMPANY_PHONE", "+27 10 500 1234"),
      email: companyEmail,
      address: text(env, "COMPANY_ADDRESS", "Johannesburg, Gauteng, South Africa"),
      registration: registrationRaw,
      directors,
      whatsappNumber,
    },
    bingoPlatformUrl: url(env, "BINGO_PLATFORM_URL", "https://bingo.safetyexperts.co.za", ["http:", "https:"]) as string,
    mapTileUrl,
    mapAttribution: text(env, "MAP_ATTRIBUTION", '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    formRateLimit: integer(env, "FORM_RATE_LIMIT", 10, 1, 1_000_000_000),
    pageCacheSeconds: integer(env, "PAGE_CACHE_SECONDS", 10, 0, 3600),
    logLevel,
    isProduction: env.NODE_ENV === "production",
  };
}

/** Config for tests: no files written, everything overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ DATA_DIR: "/tmp/ohs-test-unused", SESSION_SECRET: "x".repeat(32), LOG_LEVEL: "silent" });
  return { ...base, ...overrides };
}
