import { lazy, Suspense } from "react";
import { useSite } from "~/root";
import { MapFrame, MapPlaceholder } from "./map-frame";

// Leaflet and react-leaflet are fetched only when this map nears the viewport.
const ServiceAreaMap = lazy(() => import("./maps.client").then((module) => ({ default: module.ServiceAreaMap })));

export function LazyServiceAreaMap({ label, loadingLabel }: { label: string; loadingLabel: string }) {
  const site = useSite();
  return (
    <MapFrame label={label} loadingLabel={loadingLabel}>
      <Suspense fallback={<MapPlaceholder label={loadingLabel} />}>
        <ServiceAreaMap tileUrl={site.mapTileUrl} attribution={site.mapAttribution} />
      </Suspense>
    </MapFrame>
  );
}
