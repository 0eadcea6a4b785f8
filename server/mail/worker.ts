// Sends the mail outbox. Any number of workers (in one process or on several instances) may run
// against one database: each claims due rows with FOR UPDATE SKIP LOCKED and a lease
// (locked_until), so no two workers hold the same row. Failures are retried with exponential
// backoff; after maxAttempts the row is kept as a dead letter.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import type { AppDeps } from "../deps";
import { queryRows } from "../db/client";
import { checklistPdf } from "./checklist-pdf";
import { onQueuedMail, type OutboxPayload } from "./outbox";
import { MARKETING_KINDS, unsubscribeUrl } from "./templates";
import { createMailTransport, type MailTransport } from "./transport";

export interface MailWorkerOptions {
  transport?: MailTransport;
  /** How often to look for due mails when idle. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim lasts; a worker that dies mid-send frees its rows after this. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Delay after the first failure; doubles with every further failure, up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface MailWorker {
  /** Claims and sends one batch of due mails; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  /** Sends until nothing is due (handy in tests). */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  payload: OutboxPayload | string;
  attempts: number;
  dedup_key: string;
}

/** Exponential backoff with +-20% jitter so failed mails do not retry in lockstep. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

export function createMailWorker(deps: AppDeps, options: MailWorkerOptions = {}): MailWorker {
  const { config, db, logger } = deps;
  const transport = options.transport ?? createMailTransport(config);
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const backoffMaxMs = options.backoffMaxMs ?? 6 * 3600_000;
  const host = new URL(config.publicUrl).hostname || "localhost";

  async function claim(): Promise<ClaimedMail[]> {
    // One statement: select-and-lease is atomic; SKIP LOCKED lets concurrent workers take other rows.
    return queryRows<ClaimedMail>(
      db,
      sql`with due as (
            select id from mail_outbox
            where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
            order by next_attempt_at, id
            limit ${batchSize}
            for update skip locked
          )
          update mail_outbox as m
          set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = m.attempts + 1
          from due where m.id = due.id
          returning m.id, m.kind, m."to", m.subject, m.text, m.html, m.payload, m.attempts, m.dedup_key`,
    );
  }

  async function stillSubscribed(subscriberId: number): Promise<boolean> {
    const rows = await queryRows<{ unsubscribed_at: unknown }>(db, sql`select unsubscribed_at from subscribers where id = ${subscriberId}`);
    return rows.length > 0 && rows[0]!.unsubscribed_at === null;
  }

  async function buildMessage(mail: ClaimedMail, payload: OutboxPayload): Promise<Mail.Options> {
    const message: Mail.Options = {
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      // Stable per outbox row: if a send is ever repeated (a crash after the SMTP server accepted
      // it), receiving systems can recognise the duplicate.
      messageId: `<${crypto.createHash("sha256").update(mail.dedup_key).digest("hex").slice(0, 32)}@${host}>`,
      replyTo: payload.replyTo,
    };
    if (payload.unsubscribeToken) {
      message.list = { unsubscribe: { url: unsubscribeUrl(config, payload.unsubscribeToken), comment: "Unsubscribe" } };
      message.headers = { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    }
    if (payload.attachChecklist) {
      message.attachments = [{ filename: "Workplace-Safety-Checklist.pdf", content: await checklistPdf(config.company), contentType: "application/pdf" }];
    }
    return message;
  }

  async function markSent(mail: ClaimedMail) {
    // attempts fences the update: if our lease expired and another worker re-claimed the row, this is a no-op.
    await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
                         where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`);
  }

  async function markDead(mail: ClaimedMail, reason: string) {
    await db.execute(sql`update mail_outbox set status = 'dead', locked_until = null, last_error = ${reason.slice(0, 1000)}
                         where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`);
  }

  async function markFailed(mail: ClaimedMail, reason: string) {
    if (mail.attempts >= maxAttempts) {
      await markDead(mail, reason);
      logger.error({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: reason }, "mail failed for good; kept as a dead letter");
      return;
    }
    const delayMs = backoffDelay(mail.attempts, backoffBaseMs, backoffMaxMs);
    await db.execute(sql`update mail_outbox set locked_until = null, last_error = ${reason.slice(0, 1000)},
                           next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
                         where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`);
    logger.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: delayMs, err: reason }, "mail send failed; will retry");
  }

  async function deliver(mail: ClaimedMail) {
    const payload = (typeof mail.payload === "string" ? JSON.parse(mail.payload) : mail.payload ?? {}) as OutboxPayload;
    if (MARKETING_KINDS.has(mail.kind) && payload.subscriberId !== undefined && !(await stillSubscribed(payload.subscriberId))) {
      // POPIA: consent withdrawn between queuing and sending.
      await markDead(mail, "Not sent: the recipient unsubscribed");
      return;
    }
    try {
      await transport.send(await buildMessage(mail, payload));
    } catch (error) {
      await markFailed(mail, error instanceof Error ? error.message : String(error));
      return;
    }
    await markSent(mail);
    logger.info({ mailId: mail.id, kind: mail.kind }, "mail sent");
  }

  async function runOnce(): Promise<number> {
    const batch = await claim();
    for (const mail of batch) await deliver(mail);
    return batch.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let again = false;
  let unlisten: (() => void) | null = null;

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then((count) => {
        // A full batch means more may be waiting: go again at once.
        again ||= count >= batchSize;
      })
      .catch((error) => logger.warn({ err: error }, "mail worker could not reach the outbox"))
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : pollIntervalMs);
      });
  }

  return {
    runOnce,
    async drain() {
      let total = 0;
      for (;;) {
        const count = await runOnce();
        total += count;
        if (count === 0) return total;
      }
    },
    start() {
      if (!stopped) return;
      stopped = false;
      unlisten = onQueuedMail(() => schedule(0));
      schedule(0);
    },
    async stop() {
      stopped = true;
      unlisten?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
