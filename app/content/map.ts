// Texts of the maps: service-area popups and the location element (SPEC §2, §4, §8).

export const LOCATE_TEXT = {
  button: "Find my location",
  loading: "Finding location...",
  unsupported: "Geolocation is not supported by your browser",
  failedPrefix: "Unable to retrieve your location. ",
  popupTitle: "Your Location",
  popupText: "This is your current location",
  serviceArea: "Service Area",
  mapLabel: "Map for checking whether we service your area",
  loadingMap: "Loading the map",
  /** Shown after locating. */
  nearest: (city: string, km: number) => `The nearest service city is ${city}, about ${km.toLocaleString("en-ZA")} km from you.`,
  inArea: "Good news: you are inside our service area.",
  outOfArea: "You are outside our usual service radius, but we can still arrange a call-out. Send us a request and we will confirm.",
};
