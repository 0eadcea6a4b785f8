// Admin accounts (DESIGN decision 1): list accounts, grant or revoke administrator rights.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { UserListQuery } from "../../app/lib/schemas/backoffice";
import { offsetOf, paged, searchAny, type Paged } from "./backoffice";
import { HttpError } from "../api/errors";

/** What an administrator sees of an account: never the password hash. */
export interface AdminUserView {
  id: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
  createdAt: Date;
}

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

export const CANNOT_REVOKE_SELF = "You cannot revoke your own administrator rights. Ask another administrator to do it.";
export const CANNOT_REVOKE_LAST = "This is the last administrator. Grant another account administrator rights first.";
export const USER_NOT_FOUND = "This account does not exist";

function userWhere(query: Pick<UserListQuery, "q" | "role">): SQL | undefined {
  return and(
    searchAny(query.q, [users.username, users.email]),
    query.role === "admin" ? eq(users.isAdmin, true) : query.role === "awaiting" ? eq(users.isAdmin, false) : undefined,
  );
}

/** Accounts waiting for approval first (they need action), then newest first. */
export async function listUsers(db: Database, query: UserListQuery): Promise<Paged<AdminUserView>> {
  const where = userWhere(query);
  const [items, [totals]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.isAdmin), desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return paged(items, Number(totals?.total ?? 0), query);
}

/**
 * Grants or revokes administrator rights. Refuses (409) to revoke the actor's own rights or
 * the last administrator's. The admin rows are locked first, so two administrators revoking
 * each other at the same moment cannot leave the site with none.
 */
export async function setUserAdmin(db: Database, actorId: number, targetId: number, isAdmin: boolean): Promise<AdminUserView> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
    const [target] = await tx.select(adminUserColumns).from(users).where(eq(users.id, targetId)).for("update");
    if (!target) throw new HttpError(404, USER_NOT_FOUND);
    if (target.isAdmin === isAdmin) return target;
    if (!isAdmin) {
      if (targetId === actorId) throw new HttpError(409, CANNOT_REVOKE_SELF);
      if (admins.length <= 1) throw new HttpError(409, CANNOT_REVOKE_LAST);
    }
    const [updated] = await tx.update(users).set({ isAdmin }).where(eq(users.id, targetId)).returning(adminUserColumns);
    return updated!;
  });
}

export async function countAwaitingApproval(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, false));
  return Number(row?.total ?? 0);
}
