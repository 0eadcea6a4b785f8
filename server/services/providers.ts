// Provider applications: stored as "pending" with the applicant's confirmation and the
// company's notification mail in one transaction.
import type { Config } from "../config";
import type { Database } from "../db/client";
import { providers } from "../db/schema";
import { announceQueuedMail, queueMail } from "../mail/outbox";
import { providerConfirmationMail, providerNotificationMail } from "../mail/templates";
import type { ProviderInput } from "../../app/lib/schemas/provider";

export const PROVIDER_EXISTS_MESSAGE = "An application with this email address already exists. We will contact you about it; for help, phone or email us.";

/** Null when an application with the address exists (the e-mail is stored lower-cased and unique). */
export async function createProviderApplication(db: Database, config: Pick<Config, "publicUrl" | "company">, input: ProviderInput): Promise<{ id: number } | null> {
  const id = await db.transaction(async (tx) => {
    const [provider] = await tx
      .insert(providers)
      .values({ ...input, status: "pending" })
      .onConflictDoNothing({ target: providers.email })
      .returning();
    if (!provider) return null;
    const forMail = { ...provider, website: provider.website ?? null, certifications: provider.certifications ?? null };
    await queueMail(tx, {
      dedupKey: `provider:${provider.id}:confirmation`,
      kind: "provider-confirmation",
      to: provider.email,
      ...providerConfirmationMail(config, forMail),
    });
    await queueMail(tx, {
      dedupKey: `provider:${provider.id}:notification`,
      kind: "provider-notification",
      to: config.company.email,
      ...providerNotificationMail(config, forMail),
      payload: { replyTo: provider.email },
    });
    return provider.id;
  });
  if (id === null) return null;
  announceQueuedMail();
  return { id };
}
