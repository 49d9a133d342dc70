// Finds the coordinates of a city or ZIP code: from the jobs we have, else from the
// list of cities the demo data knows. Answers are cached; places do not move.
import { LRUCache } from 'lru-cache';
import { US_CITIES } from '../reference/cities.js';
import type pg from 'pg';
import { parseLocation, type GeoPoint, type LocationFilter } from './location.js';

export interface PlaceResolver {
  resolve(filter: Extract<LocationFilter, { kind: 'zip' | 'city' }>): Promise<GeoPoint | undefined>;
}

export function createPostgresPlaceResolver(pool: Pick<pg.Pool, 'query'>): PlaceResolver {
  const cache = new LRUCache<string, GeoPoint | 'none'>({ max: 10_000, ttl: 3600_000 });
  return {
    async resolve(filter) {
      const key = filter.kind === 'zip' ? filter.zip : `${filter.city.toLowerCase()}|${filter.state}`;
      const cached = cache.get(key);
      if (cached) return cached === 'none' ? undefined : cached;
      const { rows } =
        filter.kind === 'zip'
          ? await pool.query<{ lat: number | null; lon: number | null }>(
              `SELECT latitude AS lat, longitude AS lon FROM jobs WHERE zip = $1 AND latitude IS NOT NULL LIMIT 1`,
              [filter.zip],
            )
          : await pool.query<{ lat: number | null; lon: number | null }>(
              `SELECT latitude AS lat, longitude AS lon FROM jobs
                WHERE lower(city) = lower($1) AND state = $2 AND latitude IS NOT NULL LIMIT 1`,
              [filter.city, filter.state],
            );
      const row = rows[0];
      const known = US_CITIES.find((c) =>
        filter.kind === 'zip'
          ? c.zip === filter.zip
          : c.city.toLowerCase() === filter.city.toLowerCase() && c.state === filter.state,
      );
      const point =
        row?.lat != null && row.lon != null
          ? { lat: row.lat, lon: row.lon }
          : known
            ? { lat: known.latitude, lon: known.longitude }
            : undefined;
      cache.set(key, point ?? 'none');
      return point;
    },
  };
}

/** A location box resolved: the filter, and its centre when it is a city or ZIP we can place. */
export interface ResolvedLocation {
  filter: LocationFilter;
  center?: GeoPoint;
}

export async function resolveLocation(places: PlaceResolver, text: string): Promise<ResolvedLocation | undefined> {
  const filter = parseLocation(text);
  if (!filter) return undefined;
  if (filter.kind === 'zip' || filter.kind === 'city') return { filter, center: await places.resolve(filter) };
  return { filter };
}
