import { Link } from "react-router";
import { SpriteIcon } from "~/components/ui/icon";

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" aria-label="Safety Experts On-Demand home">
      <span className="flex size-9 items-center justify-center rounded-lg bg-accent-600 text-white">
        <SpriteIcon name="shield-check" className="size-5" />
      </span>
      <span className={`text-base font-bold leading-tight ${light ? "text-white" : "text-navy-900"}`}>
        Safety Experts
        <span className={`block text-xs font-semibold uppercase tracking-wider ${light ? "text-accent-300" : "text-accent-700"}`}>On-Demand</span>
      </span>
    </Link>
  );
}
