// SPEC §3: the ten hard-coded service cities, in the spec's order, with their positions.

export interface ServiceCity {
  name: string;
  /** [latitude, longitude] */
  position: readonly [number, number];
}

export const SERVICE_CITIES: readonly ServiceCity[] = [
  { name: "Johannesburg", position: [-26.2041, 28.0473] },
  { name: "Cape Town", position: [-33.9249, 18.4241] },
  { name: "Durban", position: [-29.8587, 31.0218] },
  { name: "Pretoria", position: [-25.7479, 28.2293] },
  { name: "Port Elizabeth", position: [-33.9608, 25.6022] },
  { name: "Bloemfontein", position: [-29.0852, 26.1596] },
  { name: "East London", position: [-33.0153, 27.9116] },
  { name: "Nelspruit", position: [-25.4753, 30.9694] },
  { name: "Kimberley", position: [-28.7282, 24.7499] },
  { name: "Polokwane", position: [-23.9045, 29.4689] },
];

/** SPEC §9: the service-area map is centred on South Africa at zoom 5; locating flies to zoom 13. */
export const MAP_CENTRE: [number, number] = [-28.48, 24.67];
export const MAP_ZOOM = 5;
export const LOCATE_ZOOM = 13;

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(from: readonly [number, number], to: readonly [number, number]): number {
  const dLat = toRadians(to[0] - from[0]);
  const dLon = toRadians(to[1] - from[1]);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from[0])) * Math.cos(toRadians(to[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The service city closest to a position, with its distance in kilometres. */
export function nearestCity(position: readonly [number, number]): { city: ServiceCity; distanceKm: number } {
  let best = { city: SERVICE_CITIES[0]!, distanceKm: distanceKm(position, SERVICE_CITIES[0]!.position) };
  for (const city of SERVICE_CITIES.slice(1)) {
    const distance = distanceKm(position, city.position);
    if (distance < best.distanceKm) best = { city, distanceKm: distance };
  }
  return best;
}

/**
 * Within this distance of a service city we send experts as part of our normal service;
 * further away a call-out can still be arranged (said in the location result).
 */
export const SERVICE_RADIUS_KM = 150;
