// What a location box can hold: a ZIP code, "City, ST" (any case, comma optional), a
// state code, or free text such as "Remote". City and ZIP searches reach 25 miles out.
import { normalizeLocation } from '@highpay/contracts';

export const RADIUS_MILES = 25;
const EARTH_RADIUS_MILES = 3958.8;

export type LocationFilter =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string }
  | { kind: 'state'; state: string }
  | { kind: 'text'; text: string };

export function parseLocation(input: string): LocationFilter | undefined {
  const text = input.trim();
  if (!text) return undefined;
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) return { kind: 'zip', zip: zip[1]! };
  if (/^[A-Za-z]{2}$/.test(text)) return { kind: 'state', state: text.toUpperCase() };
  const cityState = /^(.+), ([A-Z]{2})$/.exec(normalizeLocation(text));
  if (cityState) return { kind: 'city', city: cityState[1]!.replace(/\s+/g, ' '), state: cityState[2]! };
  return { kind: 'text', text };
}

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** A box around the point that holds the whole radius (for an index), then the exact distance decides. */
export function boundingBox(center: GeoPoint, miles = RADIUS_MILES) {
  const dLat = miles / 69.0;
  const dLon = miles / (69.0 * Math.cos((center.lat * Math.PI) / 180));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLon: center.lon - dLon, maxLon: center.lon + dLon };
}

export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
