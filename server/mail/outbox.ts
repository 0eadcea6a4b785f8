// Transactional outbox: mails are inserted in the same database transaction as the row that
// causes them, so a mail is queued if and only if that row is stored. The worker sends them.
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailKind, RenderedMail } from "./templates";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or an open transaction. */
export type DbExecutor = Database | Transaction;

export interface OutboxPayload extends Record<string, unknown> {
  /** Marketing mails: the subscriber whose consent is checked again at send time. */
  subscriberId?: number;
  /** Adds List-Unsubscribe headers (RFC 2369 and RFC 8058 one-click). */
  unsubscribeToken?: string;
  /** Attaches the Workplace Safety Checklist PDF. */
  attachChecklist?: boolean;
  replyTo?: string;
}

export interface QueuedMail extends RenderedMail {
  /** Unique per intended mail: queuing the same key twice sends it once. */
  dedupKey: string;
  kind: MailKind;
  to: string;
  payload?: OutboxPayload;
}

/** Queues a mail; returns false when a mail with the same dedup key is already queued or sent. */
export async function queueMail(executor: DbExecutor, mail: QueuedMail): Promise<boolean> {
  const rows = await executor
    .insert(mailOutbox)
    .values({
      dedupKey: mail.dedupKey,
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      payload: mail.payload ?? {},
    })
    .onConflictDoNothing({ target: mailOutbox.dedupKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

const queued = new EventTarget();

/** Tells this instance's worker that mails were committed, so it need not wait for its next poll. */
export function announceQueuedMail(): void {
  queued.dispatchEvent(new Event("queued"));
}

export function onQueuedMail(listener: () => void): () => void {
  queued.addEventListener("queued", listener);
  return () => queued.removeEventListener("queued", listener);
}
