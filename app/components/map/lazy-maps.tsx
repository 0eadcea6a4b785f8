import { lazy, Suspense, useRef, useState } from "react";
import { MapPin } from "lucide-react";
import { useSite } from "~/root";
import { nearestCity, SERVICE_RADIUS_KM } from "~/content/cities";
import { LOCATE_TEXT } from "~/content/map";
import { Spinner } from "~/components/ui/spinner";
import { useNearViewport } from "./use-near-viewport";

const ServiceAreaMap = lazy(() => import("./maps.client").then((module) => ({ default: module.ServiceAreaMap })));
const LocationMap = lazy(() => import("./maps.client").then((module) => ({ default: module.LocationMap })));

function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-navy-50 text-navy-700">
      <MapPin className="size-10" aria-hidden="true" />
      <Spinner label={label} />
    </div>
  );
}

/**
 * A map frame that renders a placeholder on the server and loads Leaflet only when the
 * frame nears the viewport. Its height is fixed so loading causes no layout shift.
 */
function MapFrame({ label, loadingLabel, children }: { label: string; loadingLabel: string; children: React.ReactNode }) {
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
      {near ? <Suspense fallback={<MapPlaceholder label={loadingLabel} />}>{children}</Suspense> : <MapPlaceholder label={loadingLabel} />}
    </div>
  );
}

export function LazyServiceAreaMap({ label, loadingLabel }: { label: string; loadingLabel: string }) {
  const site = useSite();
  return (
    <MapFrame label={label} loadingLabel={loadingLabel}>
      <ServiceAreaMap tileUrl={site.mapTileUrl} attribution={site.mapAttribution} />
    </MapFrame>
  );
}

/** The location element with the nearest-city result beneath it. */
export function LazyLocationMap() {
  const site = useSite();
  const [position, setPosition] = useState<[number, number] | null>(null);
  const nearest = position ? nearestCity(position) : null;
  return (
    <div>
      <MapFrame label={LOCATE_TEXT.mapLabel} loadingLabel={LOCATE_TEXT.loadingMap}>
        <LocationMap tileUrl={site.mapTileUrl} attribution={site.mapAttribution} onLocated={setPosition} />
      </MapFrame>
      <div aria-live="polite" className="mt-4 min-h-12" data-testid="nearest-city">
        {nearest && (
          <p className="rounded-lg border border-navy-200 bg-navy-50 p-4 text-navy-900">
            <span className="font-semibold">{LOCATE_TEXT.nearest(nearest.city.name, Math.round(nearest.distanceKm))}</span>{" "}
            {nearest.distanceKm <= SERVICE_RADIUS_KM ? LOCATE_TEXT.inArea : LOCATE_TEXT.outOfArea}
          </p>
        )}
      </div>
    </div>
  );
}
