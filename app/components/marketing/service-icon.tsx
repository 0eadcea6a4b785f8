import type { ServiceId } from "~/content/services";
import { SpriteIcon, type SpriteIconName } from "~/components/ui/icon";

const ICONS: Record<ServiceId, SpriteIconName> = { training: "graduation-cap", consulting: "shield-check", auditing: "clipboard-check", equipment: "hard-hat" };

export function ServiceIcon({ id, className = "size-6" }: { id: ServiceId; className?: string }) {
  return <SpriteIcon name={ICONS[id]} className={className} />;
}
