// Browser-only map components (Leaflet touches `window` at import). Loaded with a dynamic
// import by lazy-maps.tsx when the map nears the viewport.
import "leaflet/dist/leaflet.css";
import { useState } from "react";
import L from "leaflet";
import { MapContainer, Marker, Popup, TileLayer, useMap } from "react-leaflet";
import { LocateFixed } from "lucide-react";
import { LOCATE_ZOOM, MAP_CENTRE, MAP_ZOOM, SERVICE_CITIES } from "~/content/cities";
import { LOCATE_TEXT } from "~/content/map";
import { Spinner } from "~/components/ui/spinner";

// Marker images are served by us from public/images/leaflet (DESIGN decision 8), not a CDN.
const ICON_PATH = "/images/leaflet/";
L.Icon.Default.imagePath = ICON_PATH;
L.Icon.Default.mergeOptions({ imagePath: ICON_PATH });

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

/**
 * At zoom 5 Johannesburg and Pretoria sit a few pixels apart, too close to be separate
 * keyboard targets (WCAG 2.5.8), so the city markers are mouse targets only; the list of
 * cities beside every map gives the same information to keyboard and screen reader users.
 */
function ServiceAreaMarkers() {
  return (
    <>
      {SERVICE_CITIES.map((city) => (
        <Marker key={city.name} position={[city.position[0], city.position[1]]} title={city.name} alt={city.name} keyboard={false}>
          <Popup>
            <strong className="block text-navy-900">{city.name}</strong>
            <span className="text-slate-700">{LOCATE_TEXT.serviceArea}</span>
          </Popup>
        </Marker>
      ))}
    </>
  );
}

/** Home page: the ten service areas on a map of South Africa (SPEC §2 home, point 1). */
export function ServiceAreaMap({ tileUrl, attribution }: MapTiles) {
  return (
    <MapContainer center={MAP_CENTRE} zoom={MAP_ZOOM} scrollWheelZoom={false} className="size-full" data-testid="service-area-map">
      <TileLayer url={tileUrl} attribution={attribution} />
      <ServiceAreaMarkers />
    </MapContainer>
  );
}

type LocateState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "located"; position: [number, number] }
  | { status: "error"; message: string };

function LocateControl({ onLocated }: { onLocated?: (position: [number, number]) => void }) {
  const map = useMap();
  const [state, setState] = useState<LocateState>({ status: "idle" });

  // SPEC §4 locate flow: loading clears the previous error; success flies to zoom 13.
  function locate() {
    if (!("geolocation" in navigator) || !navigator.geolocation) {
      setState({ status: "error", message: LOCATE_TEXT.unsupported });
      return;
    }
    setState({ status: "loading" });
    navigator.geolocation.getCurrentPosition(
      (result) => {
        const position: [number, number] = [result.coords.latitude, result.coords.longitude];
        setState({ status: "located", position });
        map.flyTo(position, LOCATE_ZOOM);
        onLocated?.(position);
      },
      (error) => setState({ status: "error", message: LOCATE_TEXT.failedPrefix + error.message }),
    );
  }

  const loading = state.status === "loading";
  return (
    <>
      {state.status === "located" && (
        <Marker
          position={state.position}
          title={LOCATE_TEXT.popupTitle}
          alt={LOCATE_TEXT.popupTitle}
          eventHandlers={{ add: (event) => (event.target as L.Marker).openPopup() }}
        >
          <Popup>
            <strong className="block text-navy-900">{LOCATE_TEXT.popupTitle}</strong>
            <span className="text-slate-700">{LOCATE_TEXT.popupText}</span>
          </Popup>
        </Marker>
      )}
      {/* Leaflet's own control corner: bottom-right, above the attribution. */}
      <div className="leaflet-bottom leaflet-right">
        <div className="leaflet-control mb-8! flex max-w-64 flex-col items-end gap-2">
          <button
            type="button"
            onClick={locate}
            disabled={loading}
            className="btn-primary shadow-md"
            // Leaflet would otherwise treat clicks on the control as map clicks.
            ref={(element) => {
              if (element) L.DomEvent.disableClickPropagation(element);
            }}
          >
            {loading ? <Spinner className="size-4" /> : <LocateFixed className="size-4" aria-hidden="true" />}
            {loading ? LOCATE_TEXT.loading : LOCATE_TEXT.button}
          </button>
          {state.status === "error" && (
            <p role="alert" className="rounded-md bg-white px-3 py-2 text-sm font-medium text-red-700 shadow-md">
              {state.message}
            </p>
          )}
        </div>
      </div>
    </>
  );
}

/** /contact: the location element (SPEC §2) over the service areas (DESIGN decision 9). */
export function LocationMap({ tileUrl, attribution, onLocated }: MapTiles & { onLocated?: (position: [number, number]) => void }) {
  return (
    <MapContainer center={MAP_CENTRE} zoom={MAP_ZOOM} scrollWheelZoom={false} className="size-full" data-testid="location-map">
      <TileLayer url={tileUrl} attribution={attribution} />
      <ServiceAreaMarkers />
      <LocateControl onLocated={onLocated} />
    </MapContainer>
  );
}
