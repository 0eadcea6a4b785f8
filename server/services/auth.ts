// Accounts: registration (DESIGN decision 1: the first account is the administrator),
// login with attempt limits, and session renewal. Used by /api and the /auth page action alike.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { PublicUser } from "../../app/lib/user";
import type { LoginInput, RegisterInput } from "../../app/lib/schemas/auth";
import { HttpError } from "../api/errors";
import { createSession, destroySession, toPublicUser } from "../auth/session";
import { hashPassword, newPasswordProblem, verifyAgainstDummy, verifyPassword } from "./passwords";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "./rate-limit";

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const REGISTER_WINDOW_MS = 60_000;

export interface SignedIn {
  user: PublicUser;
  /** The new session token for the cookie. */
  token: string;
}

const loginKeys = (username: string, clientIp: string) => [`login:user:${username.toLowerCase()}`, `login:ip:${clientIp}`];

/** Creates the account and signs it in. The first account ever becomes an administrator. */
export async function registerUser(
  db: Database,
  input: RegisterInput,
  options: { clientIp: string; currentToken?: string | null; registerLimit: number },
): Promise<SignedIn> {
  const problem = newPasswordProblem(input.password);
  if (problem) throw new HttpError(400, problem, { errors: { password: problem } });

  const attempts = await hitRateLimit(db, `register:ip:${options.clientIp}`, options.registerLimit, REGISTER_WINDOW_MS);
  if (!attempts.allowed) {
    throw new HttpError(429, "Too many attempts. Please wait a moment before trying again.", { retryAfter: attempts.retryAfterSeconds });
  }

  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    // Serialises registrations so two first sign-ups cannot both become administrators.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`)
      .limit(1);
    if (taken.length) throw new HttpError(409, "Username already exists", { errors: { username: "Username already exists" } });
    if (input.email) {
      const emailTaken = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (emailTaken.length) throw new HttpError(409, "An account with this email already exists", { errors: { email: "An account with this email already exists" } });
    }
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    const [created] = await tx
      .insert(users)
      .values({ username: input.username, email: input.email, password: passwordHash, isAdmin: Number(count) === 0 })
      .returning();
    return created!;
  });

  if (options.currentToken) await destroySession(db, options.currentToken);
  const token = await createSession(db, user.id);
  return { user: toPublicUser(user), token };
}

/**
 * Checks the credentials. 429 once 10 attempts failed in 15 minutes for this username or this
 * client; the old session (if any) is destroyed and a new one issued, so a planted session id
 * never becomes an authenticated one (session fixation).
 */
export async function loginUser(
  db: Database,
  input: LoginInput,
  options: { clientIp: string; currentToken?: string | null },
): Promise<SignedIn> {
  const keys = loginKeys(input.username, options.clientIp);
  const counts = await Promise.all(keys.map((key) => peekRateLimit(db, key, LOGIN_WINDOW_MS)));
  if (counts.some((count) => count >= LOGIN_FAILURE_LIMIT)) {
    throw new HttpError(429, "Too many failed login attempts. Please try again in 15 minutes.", { retryAfter: LOGIN_WINDOW_MS / 1000 });
  }

  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`)
    .limit(1);
  const valid = row ? await verifyPassword(input.password, row.password) : await verifyAgainstDummy(input.password);
  if (!row || !valid) {
    for (const key of keys) await hitRateLimit(db, key, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS);
    throw new HttpError(401, "Invalid username or password");
  }

  await clearRateLimit(db, keys[0]!);
  if (options.currentToken) await destroySession(db, options.currentToken);
  const token = await createSession(db, row.id);
  return { user: toPublicUser(row), token };
}

export async function logoutUser(db: Database, token: string | null | undefined): Promise<void> {
  if (token) await destroySession(db, token);
}
