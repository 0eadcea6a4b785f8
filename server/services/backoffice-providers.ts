// Provider applications for administrators: list, approve or reject with an optional reason.
// The applicant is told by e-mail, queued in the outbox in the same transaction as the decision,
// so a decision is never saved without its e-mail (or the other way round).
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { providers } from "../db/schema";
import type { Config } from "../config";
import type { ProviderDecisionInput, ProviderListQuery } from "../../app/lib/schemas/backoffice";
import { offsetOf, paged, searchAny, type Paged } from "./backoffice";
import { HttpError } from "../api/errors";
import { announceQueuedMail, queueMail } from "../mail/outbox";
import { companyFooter, render, type MailContext, type RenderedMail } from "../mail/templates";

export type Provider = typeof providers.$inferSelect;

export const PROVIDER_NOT_FOUND = "This provider application does not exist";

function providerWhere(query: Pick<ProviderListQuery, "q" | "status">): SQL | undefined {
  return and(
    searchAny(query.q, [providers.companyName, providers.contactName, providers.email, providers.serviceArea]),
    query.status ? eq(providers.status, query.status) : undefined,
  );
}

export async function listProviders(db: Database, query: ProviderListQuery): Promise<Paged<Provider>> {
  const where = providerWhere(query);
  const [items, [totals]] = await Promise.all([
    db.select().from(providers).where(where).orderBy(desc(providers.createdAt), desc(providers.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(providers).where(where),
  ]);
  return paged(items, Number(totals?.total ?? 0), query);
}

export async function getProvider(db: Database, id: number): Promise<Provider | null> {
  const [provider] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
  return provider ?? null;
}

/**
 * Approves or rejects an application and queues the applicant's e-mail. Deciding the same way
 * twice is refused (409), so a double click never sends two e-mails; a rejected applicant can
 * still be approved later (and the other way round), which sends a new e-mail.
 */
export async function decideProvider(db: Database, config: Config, id: number, decision: ProviderDecisionInput): Promise<Provider> {
  const decided = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(providers).where(eq(providers.id, id)).for("update");
    if (!current) throw new HttpError(404, PROVIDER_NOT_FOUND);
    if (current.status === decision.status) {
      throw new HttpError(409, `This application has already been ${decision.status}.`);
    }
    const [updated] = await tx
      .update(providers)
      .set({ status: decision.status, statusReason: decision.reason, updatedAt: new Date() })
      .where(eq(providers.id, id))
      .returning();
    await queueMail(tx, {
      dedupKey: `provider:${id}:${decision.status}:${updated!.updatedAt.getTime()}`,
      kind: decision.status === "approved" ? "provider-approved" : "provider-rejected",
      to: updated!.email,
      ...providerDecisionMail(config, updated!),
    });
    return updated!;
  });
  announceQueuedMail();
  return decided;
}

/** The applicant's e-mail: a transactional message about their own application (no marketing, so no unsubscribe link). */
export function providerDecisionMail(ctx: MailContext, provider: Provider): RenderedMail {
  const company = ctx.company.name;
  const approved = provider.status === "approved";
  const subject = approved
    ? `Your application to join ${company} has been approved (reference P-${provider.id})`
    : `Your application to join ${company} (reference P-${provider.id})`;
  const blocks: string[] = [`Dear ${provider.contactName},`];
  if (approved) {
    blocks.push(
      `Good news: we have approved ${provider.companyName} as a service provider on ${company}.`,
      `From now on we will send you requests from businesses in ${provider.serviceArea} that match the services you offer. You pay only for the leads you accept: there are no monthly fees and no contracts.`,
      "Please keep your accreditations and certificates current; we may ask to see them again before passing on work that needs them.",
    );
  } else {
    blocks.push(`Thank you for applying to join ${company} with ${provider.companyName}. After reviewing your application we are unable to approve it at this time.`);
  }
  if (provider.statusReason) blocks.push(`${approved ? "A note from our team" : "The reason"}: ${provider.statusReason}`);
  if (!approved) blocks.push("You are welcome to apply again once this has been addressed, or to reply to this e-mail if you think we have missed something.");
  blocks.push(
    `Questions? Reply to this e-mail or phone ${ctx.company.phone} (Monday to Friday, 8:00 to 17:00).`,
    `Kind regards,\nThe ${company} team`,
  );
  return render(ctx, subject, blocks, [
    "You receive this e-mail because you applied to become a provider on our website.",
    ...companyFooter(ctx),
  ]);
}
