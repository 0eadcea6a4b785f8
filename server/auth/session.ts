// Sessions: a random token in an HttpOnly cookie; the database keeps only its sha256,
// so pages and the API (and every instance) read the same session.
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Request, Response, NextFunction } from "express";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import type { Config } from "../config";
import type { PublicUser } from "../../app/lib/user";

export const SESSION_TTL_MS = 30 * 24 * 3600_000;

export function sessionCookieName(config: Pick<Config, "secure">): string {
  // __Host- binds the cookie to our origin over https (no Domain, Path=/, Secure).
  return config.secure ? "__Host-sid" : "sid";
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export function toPublicUser(user: typeof users.$inferSelect): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    hasActiveSubscription: user.hasActiveSubscription,
    subscriptionType: user.subscriptionType,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function createSession(db: Database, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function userForSession(db: Database, token: string): Promise<PublicUser | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ? toPublicUser(rows[0].user) : null;
}

export async function pruneSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setSessionCookie(res: Response, config: Config, token: string): void {
  res.cookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secure,
    path: "/",
    maxAge: SESSION_TTL_MS,
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(sessionCookieName(config), { httpOnly: true, sameSite: "lax", secure: config.secure, path: "/" });
}

/** The same cookie as a Set-Cookie header value, for page actions (which answer with a Fetch Response). */
export function sessionCookieHeader(config: Pick<Config, "secure">, token: string): string {
  const parts = [`${sessionCookieName(config)}=${encodeURIComponent(token)}`, "Path=/", `Max-Age=${Math.floor(SESSION_TTL_MS / 1000)}`, "HttpOnly", "SameSite=Lax"];
  if (config.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookieHeader(config: Pick<Config, "secure">): string {
  const parts = [`${sessionCookieName(config)}=`, "Path=/", "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT", "HttpOnly", "SameSite=Lax"];
  if (config.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The session token a page request carries, if any. */
export function sessionTokenFromRequest(request: { headers: Headers }, config: Pick<Config, "secure">): string | null {
  const token = readCookie(request.headers.get("cookie") ?? undefined, sessionCookieName(config));
  return token && token.length <= 100 ? token : null;
}

/** Sets req.user (or null) and req.sessionToken from the session cookie. */
export function sessionMiddleware(db: Database, config: Config) {
  const name = sessionCookieName(config);
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.user = null;
    req.sessionToken = null;
    const token = readCookie(req.headers.cookie, name);
    if (token && token.length <= 100) {
      req.user = await userForSession(db, token);
      if (req.user) req.sessionToken = token;
    }
    next();
  };
}
