// Built by the capture issue (issue 4); placed on its page by the marketing issue.
export function LeadForm({ source }: { source?: string | null }) {
  return null;
}
