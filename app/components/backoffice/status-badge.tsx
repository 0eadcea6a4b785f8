import { Badge } from "~/components/ui/badge";
import { LEAD_STATUS_LABELS, PROVIDER_STATUS_LABELS, type LeadStatus, type ProviderStatus } from "~/lib/schemas/backoffice";

const LEAD_VARIANTS = { new: "warning", contacted: "secondary", won: "success", lost: "outline" } as const;
const PROVIDER_VARIANTS = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={LEAD_VARIANTS[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

export function ProviderStatusBadge({ status }: { status: ProviderStatus }) {
  return <Badge variant={PROVIDER_VARIANTS[status]}>{PROVIDER_STATUS_LABELS[status]}</Badge>;
}
