// The text and HTML of every mail the site sends. Rendered when the mail is queued (the outbox
// row holds the finished message); attachments and headers are added by the worker at send time.
import type { Config } from "../config";

export const MAIL_KINDS = ["checklist", "newsletter-welcome", "lead-confirmation", "lead-notification", "provider-confirmation", "provider-notification", "provider-approved", "provider-rejected"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Marketing mails: only sent while the subscriber has not unsubscribed (checked again at send time). */
export const MARKETING_KINDS: ReadonlySet<string> = new Set<MailKind>(["checklist", "newsletter-welcome"]);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailContext = Pick<Config, "publicUrl" | "company">;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export function unsubscribeUrl(ctx: MailContext, token: string): string {
  return `${ctx.publicUrl}/unsubscribe/${encodeURIComponent(token)}`;
}

/** A mail in plain paragraphs; each paragraph is text, or a list of label/value rows. */
type Block = string | { rows: Array<[string, string]> } | { link: string; label: string };

export function render(ctx: MailContext, subject: string, blocks: Block[], footer: string[]): RenderedMail {
  const text = [
    ...blocks.map((block) => {
      if (typeof block === "string") return block;
      if ("rows" in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      return `${block.label}: ${block.link}`;
    }),
    "--",
    ...footer,
  ].join("\n\n");

  const body = blocks
    .map((block) => {
      if (typeof block === "string") return `<p style="margin:0 0 16px">${escapeHtml(block).replace(/\n/g, "<br>")}</p>`;
      if ("rows" in block) {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
          )
          .join("");
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
      }
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    })
    .join("\n");
  const footerHtml = footer.map((line) => `<p style="margin:0 0 8px">${linkify(escapeHtml(line))}</p>`).join("");
  const html = `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f0f4fa;font-family:Segoe UI,Arial,sans-serif;color:#1e293b">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#0e213a;color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:700">${escapeHtml(ctx.company.name)}</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px;font-size:15px;line-height:1.6">
${body}
</div>
<div style="padding:16px 8px;font-size:12px;color:#475569;line-height:1.5">${footerHtml}</div>
</div></body></html>`;
  return { subject, text, html };
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#243f69">${url}</a>`);
}

export function companyFooter(ctx: MailContext): string[] {
  return [`${ctx.company.name}, ${ctx.company.address}. Phone ${ctx.company.phone}, email ${ctx.company.email}.`];
}

function marketingFooter(ctx: MailContext, token: string, reason: string): string[] {
  return [
    reason,
    `Unsubscribe with one click: ${unsubscribeUrl(ctx, token)}`,
    `Privacy policy: ${ctx.publicUrl}/privacy-policy`,
    ...companyFooter(ctx),
  ];
}

function greeting(name: string | null | undefined): string {
  return name ? `Hi ${name},` : "Hi,";
}

export function checklistMail(ctx: MailContext, subscriber: { name: string | null; unsubscribeToken: string }): RenderedMail {
  return render(
    ctx,
    "Your free Workplace Safety Checklist",
    [
      greeting(subscriber.name),
      "Thank you for requesting our Workplace Safety Checklist. It is attached to this email as a PDF.",
      "The checklist walks through the main duties of the Occupational Health and Safety Act 85 of 1993 and its regulations: employer and employee duties, health and safety representatives and committees, incident reporting, first aid, fire equipment, PPE, facilities, hazardous chemical agents, electrical safety, machinery and construction work. Each item names the section or regulation it comes from.",
      "If you find gaps you would like help with, one of our certified safety experts can assist with training, risk assessments or a full audit.",
      { link: `${ctx.publicUrl}/contact?source=checklist-email`, label: "Book a safety expert" },
      "Kind regards,\nThe " + ctx.company.name + " team",
    ],
    marketingFooter(ctx, subscriber.unsubscribeToken, "You receive this email because you asked for the free safety checklist on our website."),
  );
}

export function newsletterWelcomeMail(ctx: MailContext, subscriber: { name: string | null; unsubscribeToken: string }): RenderedMail {
  return render(
    ctx,
    "Welcome to our OHS newsletter",
    [
      greeting(subscriber.name),
      "Thank you for subscribing to our newsletter. We write about South African workplace health and safety: changes to the OHS Act regulations, practical compliance guides, training requirements and lessons from real incidents.",
      "As promised, your free Workplace Safety Checklist is attached to this email as a PDF. It is based on the OHS Act 85 of 1993 and its regulations.",
      { link: `${ctx.publicUrl}/blog`, label: "Read the latest articles" },
      "Kind regards,\nThe " + ctx.company.name + " team",
    ],
    marketingFooter(ctx, subscriber.unsubscribeToken, "You receive this email because you subscribed to our newsletter on our website."),
  );
}

export interface LeadForMail {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  service: string | null;
  message: string;
  source: string | null;
}

function leadRows(lead: LeadForMail): Array<[string, string]> {
  return [
    ["Reference", `L-${lead.id}`],
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company ?? "Not given"],
    ["Service", lead.service ?? "Not given"],
    ["Message", lead.message],
  ];
}

export function leadConfirmationMail(ctx: MailContext, lead: LeadForMail): RenderedMail {
  return render(
    ctx,
    `We have received your request (reference L-${lead.id})`,
    [
      greeting(lead.name),
      "Thank you for contacting us. We have received your request and are matching you with a certified safety expert.",
      "During business hours (Monday to Friday, 8:00 to 17:00) we connect you within minutes, and an expert can be on site within 1 to 2 hours. Requests sent after hours are handled first thing the next business day; for an after-hours emergency, please phone us.",
      "This is what you sent us:",
      { rows: leadRows(lead) },
      `To change or add to your request, reply to this email or phone ${ctx.company.phone}.`,
      "Kind regards,\nThe " + ctx.company.name + " team",
    ],
    ["You receive this email because you sent us a request on our website. We use your details only to answer it.", ...companyFooter(ctx)],
  );
}

export function leadNotificationMail(ctx: MailContext, lead: LeadForMail): RenderedMail {
  return render(
    ctx,
    `New lead L-${lead.id}: ${lead.service ?? "enquiry"} from ${lead.name}`,
    [
      "A new lead arrived through the contact form.",
      { rows: [...leadRows(lead), ["Source", lead.source ?? "Direct"]] },
      { link: `${ctx.publicUrl}/admin/leads`, label: "Open the leads" },
    ],
    companyFooter(ctx),
  );
}

export interface ProviderForMail {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string | null;
  serviceArea: string;
  services: string[];
  certifications: string | null;
  companyDescription: string;
}

function providerRows(provider: ProviderForMail): Array<[string, string]> {
  return [
    ["Reference", `P-${provider.id}`],
    ["Company", provider.companyName],
    ["Contact person", provider.contactName],
    ["Email", provider.email],
    ["Phone", provider.phone],
    ["Website", provider.website ?? "Not given"],
    ["Province served", provider.serviceArea],
    ["Services", provider.services.join(", ")],
    ["Certifications", provider.certifications ?? "Not given"],
    ["About the company", provider.companyDescription],
  ];
}

export function providerConfirmationMail(ctx: MailContext, provider: ProviderForMail): RenderedMail {
  return render(
    ctx,
    `Your provider application has been received (reference P-${provider.id})`,
    [
      greeting(provider.contactName),
      `Thank you for applying to join ${ctx.company.name} as a service provider. Your application is now pending review.`,
      "Next, we verify your company, accreditations and certifications. We may contact you for copies of certificates or proof of registration. Once you are approved, you start receiving leads in your area, and you pay only for the leads you accept: no monthly fees and no contracts.",
      "This is what you sent us:",
      { rows: providerRows(provider) },
      `Questions? Reply to this email or phone ${ctx.company.phone}.`,
      "Kind regards,\nThe " + ctx.company.name + " team",
    ],
    ["You receive this email because you applied to become a provider on our website. We use your details only to assess your application and, once approved, to send you leads.", ...companyFooter(ctx)],
  );
}

export function providerNotificationMail(ctx: MailContext, provider: ProviderForMail): RenderedMail {
  return render(
    ctx,
    `New provider application P-${provider.id}: ${provider.companyName} (${provider.serviceArea})`,
    [
      "A new provider application arrived and is waiting for review.",
      { rows: providerRows(provider) },
      { link: `${ctx.publicUrl}/admin/providers`, label: "Review applications" },
    ],
    companyFooter(ctx),
  );
}
