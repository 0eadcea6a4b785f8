import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { createSession, sessionCookieName } from "../../server/auth/session";

/** Creates a user directly in the database and returns a Cookie header for its session. */
export async function sessionCookieFor(db: Database, options: { username: string; isAdmin: boolean; secure?: boolean }): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ username: options.username, password: "not-a-real-hash", isAdmin: options.isAdmin })
    .returning();
  const token = await createSession(db, user!.id);
  return `${sessionCookieName({ secure: options.secure ?? false })}=${token}`;
}
