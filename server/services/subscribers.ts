// Newsletter and checklist subscribers, their POPIA consent records, and unsubscribing.
import crypto from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { consents, subscribers } from "../db/schema";
import { announceQueuedMail, queueMail, type DbExecutor } from "../mail/outbox";
import { checklistMail, newsletterWelcomeMail } from "../mail/templates";
import { CONSENT_WORDING, type SubscriberSource } from "../../app/lib/schemas/subscribe";
import { pgErrorCode } from "../api/errors";

export type SubscribeOutcome = "created" | "resubscribed" | "duplicate";

export interface SubscribeRequest {
  email: string;
  name: string;
  source: SubscriberSource;
  /** Which form the visitor used, recorded with the consent. */
  form: string;
  /** The wording the visitor saw beside the form. */
  wording: string;
  ipAddress: string | null;
}

type MailConfig = Pick<Config, "publicUrl" | "company">;

export function newUnsubscribeToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

/** Which subscriber source a request is: the checklist sends a name, the newsletter an empty one (SPEC §7). */
export function subscriberSource(name: string): SubscriberSource {
  return name ? "checklist" : "newsletter";
}

export function consentWording(source: SubscriberSource): string {
  return source === "checklist" ? CONSENT_WORDING.checklist : CONSENT_WORDING.newsletter;
}

/**
 * Subscribes inside an open transaction: stores the subscriber (or revives one who unsubscribed,
 * with fresh consent), the consent row and the welcome or checklist mail, all or nothing.
 * A known, active address is a duplicate: nothing changes, but the checklist is sent again at most
 * once a day (the toasts of SPEC §8 promise it; the daily cap stops this being used to flood someone).
 */
export async function subscribeInTransaction(tx: DbExecutor, config: MailConfig, request: SubscribeRequest): Promise<{ outcome: SubscribeOutcome; subscriberId: number }> {
  const name = request.name || null;
  const inserted = await tx
    .insert(subscribers)
    .values({ email: request.email, name, source: request.source, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing({ target: subscribers.email })
    .returning();
  let subscriber = inserted[0];
  let outcome: SubscribeOutcome = "created";

  if (!subscriber) {
    // Someone who unsubscribed and now subscribes again gives fresh consent: revive the row,
    // keeping the token so the unsubscribe links in earlier mails still work.
    const revived = await tx
      .update(subscribers)
      .set({ unsubscribedAt: null, source: request.source, ...(name ? { name } : {}) })
      .where(and(eq(subscribers.email, request.email), isNotNull(subscribers.unsubscribedAt)))
      .returning();
    subscriber = revived[0];
    outcome = "resubscribed";
  }

  if (!subscriber) {
    const [existing] = await tx.select().from(subscribers).where(eq(subscribers.email, request.email));
    if (existing && existing.unsubscribedAt === null) {
      const day = new Date().toISOString().slice(0, 10);
      await queueMail(tx, {
        dedupKey: `subscriber:${existing.id}:checklist-again:${day}`,
        kind: "checklist",
        to: existing.email,
        ...checklistMail(config, existing),
        payload: { subscriberId: existing.id, unsubscribeToken: existing.unsubscribeToken, attachChecklist: true },
      });
    }
    return { outcome: "duplicate", subscriberId: existing?.id ?? 0 };
  }

  const [consent] = await tx
    .insert(consents)
    .values({ subscriberId: subscriber.id, email: request.email, form: request.form, wording: request.wording, ipAddress: request.ipAddress?.slice(0, 64) ?? null })
    .returning({ id: consents.id });
  const rendered = request.source === "checklist" ? checklistMail(config, subscriber) : newsletterWelcomeMail(config, subscriber);
  await queueMail(tx, {
    dedupKey: `subscriber:${subscriber.id}:consent:${consent!.id}`,
    kind: request.source === "checklist" ? "checklist" : "newsletter-welcome",
    to: subscriber.email,
    ...rendered,
    payload: { subscriberId: subscriber.id, unsubscribeToken: subscriber.unsubscribeToken, attachChecklist: true },
  });
  return { outcome, subscriberId: subscriber.id };
}

/** POST /api/subscribe: one transaction per request. */
export async function subscribe(db: Database, config: MailConfig, request: SubscribeRequest): Promise<{ outcome: SubscribeOutcome; subscriberId: number }> {
  try {
    const result = await db.transaction((tx) => subscribeInTransaction(tx, config, request));
    announceQueuedMail();
    return result;
  } catch (error) {
    // ON CONFLICT covers concurrent inserts; a race with a concurrent revive can still surface as a
    // unique violation on some engines: it means the address is already subscribed.
    if (pgErrorCode(error) === "23505") return { outcome: "duplicate", subscriberId: 0 };
    throw error;
  }
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(token);
}

/** Marks the subscriber as unsubscribed (idempotent). Null when the token is unknown. */
export async function unsubscribeByToken(db: Database, token: string): Promise<{ email: string; alreadyUnsubscribed: boolean } | null> {
  if (!isWellFormedToken(token)) return null;
  const updated = await db
    .update(subscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(subscribers.unsubscribeToken, token), isNull(subscribers.unsubscribedAt)))
    .returning({ email: subscribers.email });
  if (updated[0]) return { email: updated[0].email, alreadyUnsubscribed: false };
  const [existing] = await db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return existing ? { email: existing.email, alreadyUnsubscribed: true } : null;
}

/** Reads a subscriber's state by token without changing it. */
export async function subscriberByToken(db: Database, token: string) {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return row ?? null;
}

/** "Unsubscribed by mistake?": subscribes again with fresh consent, without another welcome mail. */
export async function resubscribeByToken(db: Database, token: string, ipAddress: string | null): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({ unsubscribedAt: null })
      .where(eq(subscribers.unsubscribeToken, token))
      .returning();
    if (!row) return false;
    await tx.insert(consents).values({ subscriberId: row.id, email: row.email, form: "unsubscribe-page", wording: CONSENT_WORDING.resubscribe, ipAddress: ipAddress?.slice(0, 64) ?? null });
    return true;
  });
}

/** Hides most of an address on public pages: j***@example.co.za. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
