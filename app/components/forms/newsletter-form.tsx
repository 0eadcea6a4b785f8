// Built by the capture issue (issue 4); placed on its page by the marketing issue.
export function NewsletterForm({ formId = "newsletter" }: { formId?: string }) {
  return null;
}
