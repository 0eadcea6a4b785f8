// Free of zod so that forms on the home page can show the wording without loading the schema.

/**
 * POPIA: what each form tells the visitor about why their details are collected. The exact
 * wording shown is stored with every consent, so it lives here once for the form and the server.
 */
export const CONSENT_WORDING = {
  checklist:
    "We use your name and email address to send you the free Workplace Safety Checklist and our occasional OHS newsletter. Every email has an unsubscribe link. By submitting this form, you agree to our privacy policy.",
  newsletter:
    "We use your email address only to send you our OHS newsletter and the free Workplace Safety Checklist. Every email has an unsubscribe link. See our privacy policy.",
  leadNewsletter: "Also send me the OHS newsletter and the free Workplace Safety Checklist. I can unsubscribe at any time.",
  /** The unsubscribe page: the question above the button, then the button label. */
  resubscribe: "Unsubscribed by mistake? Subscribe again",
} as const;
