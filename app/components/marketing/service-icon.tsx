import { ClipboardCheck, GraduationCap, HardHat, ShieldCheck } from "lucide-react";
import type { ServiceId } from "~/content/services";

const ICONS = { training: GraduationCap, consulting: ShieldCheck, auditing: ClipboardCheck, equipment: HardHat } as const;

export function ServiceIcon({ id, className = "size-6" }: { id: ServiceId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon className={className} aria-hidden="true" />;
}
