// Leads from the contact form: stored with their confirmation and notification mails in one transaction.
import type { Config } from "../config";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { announceQueuedMail, queueMail } from "../mail/outbox";
import { leadConfirmationMail, leadNotificationMail } from "../mail/templates";
import type { LeadInput } from "../../app/lib/schemas/lead";
import { CONSENT_WORDING } from "../../app/lib/schemas/subscribe";
import { subscribeInTransaction } from "./subscribers";

export async function createLead(
  db: Database,
  config: Pick<Config, "publicUrl" | "company">,
  input: LeadInput,
  context: { ipAddress: string | null },
): Promise<{ id: number }> {
  const id = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({ name: input.name, email: input.email, phone: input.phone, company: input.company, service: input.service, message: input.message, source: input.source })
      .returning();
    const forMail = { ...lead!, company: lead!.company ?? null, service: lead!.service ?? null, source: lead!.source ?? null };
    await queueMail(tx, { dedupKey: `lead:${lead!.id}:confirmation`, kind: "lead-confirmation", to: lead!.email, ...leadConfirmationMail(config, forMail) });
    await queueMail(tx, {
      dedupKey: `lead:${lead!.id}:notification`,
      kind: "lead-notification",
      to: config.company.email,
      ...leadNotificationMail(config, forMail),
      payload: { replyTo: lead!.email },
    });
    // The newsletter is a separate, opt-in consent (POPIA); an existing subscription is left as it is.
    if (input.newsletter) {
      await subscribeInTransaction(tx, config, {
        email: input.email,
        name: input.name,
        source: "newsletter",
        form: "lead-form",
        wording: CONSENT_WORDING.leadNewsletter,
        ipAddress: context.ipAddress,
      });
    }
    return lead!.id;
  });
  announceQueuedMail();
  return { id };
}
