// Distances for 'Within N miles of' on Open Shifts (docs/product/shifts.md, "Filters"): pure, so the server's filter
// and any screen agree. ZIP centroids are a server-side table (src/server/open-shifts/zip-centroids.ts).

export type LatLng = { latitude: number; longitude: number };

/** The Earth's mean radius in miles (IUGG), the usual figure for the haversine formula. */
const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (the haversine formula): exact on a sphere, within 0.5% on the Earth. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '3.2 mi away'; under a tenth of a mile reads '0.1 mi away' rather than zero. */
export function formatMilesAway(miles: number): string {
  return `${Math.max(0.1, Math.round(miles * 10) / 10).toFixed(1)} mi away`;
}

/**
 * The ZIP code an address ends with ('12 Harbor Street, Baltimore, MD 21202' → '21202', ZIP+4 too); null without
 * one. The SQL twin is `shiftZipSql` in src/server/open-shifts/open-shift-filters-sql.ts, with the same pattern.
 */
export const ADDRESS_ZIP_PATTERN = '(\\d{5})(?:-\\d{4})?\\s*$';
export function zipOfAddress(address: string): string | null {
  return new RegExp(ADDRESS_ZIP_PATTERN).exec(address)?.[1] ?? null;
}
