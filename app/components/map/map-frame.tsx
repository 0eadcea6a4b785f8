import { useRef } from "react";
import { Spinner } from "~/components/ui/spinner";
import { SpriteIcon } from "~/components/ui/icon";
import { useNearViewport } from "./use-near-viewport";

export function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-navy-50 text-navy-700">
      <SpriteIcon name="map-pin" className="size-10" />
      <Spinner label={label} />
    </div>
  );
}

/**
 * A map frame that renders a placeholder on the server and hands over to `children` (the
 * lazily imported Leaflet map) only when the frame nears the viewport. Its height is fixed
 * so loading causes no layout shift.
 */
export function MapFrame({ label, loadingLabel, children }: { label: string; loadingLabel: string; children: React.ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  return (
    <div
      ref={frame}
      role="region"
      aria-label={label}
      className="relative isolate h-80 overflow-hidden rounded-xl border border-slate-200 shadow-sm sm:h-96"
      data-map-loaded={near ? "true" : "false"}
    >
      {near ? children : <MapPlaceholder label={loadingLabel} />}
    </div>
  );
}
