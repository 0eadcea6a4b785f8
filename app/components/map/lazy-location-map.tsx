import { lazy, Suspense, useState } from "react";
import { useSite } from "~/root";
import { nearestCity, SERVICE_RADIUS_KM } from "~/content/cities";
import { LOCATE_TEXT } from "~/content/map";
import { MapFrame, MapPlaceholder } from "./map-frame";

const LocationMap = lazy(() => import("./maps.client").then((module) => ({ default: module.LocationMap })));

/** The location element (SPEC §2) with the nearest service city beneath it (DESIGN decision 9). */
export function LazyLocationMap() {
  const site = useSite();
  const [position, setPosition] = useState<[number, number] | null>(null);
  const nearest = position ? nearestCity(position) : null;
  return (
    <div>
      <MapFrame label={LOCATE_TEXT.mapLabel} loadingLabel={LOCATE_TEXT.loadingMap}>
        <Suspense fallback={<MapPlaceholder label={LOCATE_TEXT.loadingMap} />}>
          <LocationMap tileUrl={site.mapTileUrl} attribution={site.mapAttribution} onLocated={setPosition} />
        </Suspense>
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
