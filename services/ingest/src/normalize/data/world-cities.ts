// Major cities outside the US that job feeds name, with the city centre's coordinates, so
// a job there can be placed on the map. US cities come from the seed list (common).

export interface WorldCity {
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Province or state code where people write one (Toronto, ON). */
  state: string | null;
  latitude: number;
  longitude: number;
  /** Other spellings, lower-case. */
  aliases?: readonly string[];
}

type Row = [
  city: string,
  country: string,
  state: string | null,
  latitude: number,
  longitude: number,
  ...aliases: string[],
];

const ROWS: Row[] = [
  ['Toronto', 'CA', 'ON', 43.6532, -79.3832],
  ['Vancouver', 'CA', 'BC', 49.2827, -123.1207],
  ['Montreal', 'CA', 'QC', 45.5017, -73.5673, 'montréal'],
  ['Ottawa', 'CA', 'ON', 45.4215, -75.6972],
  ['Calgary', 'CA', 'AB', 51.0447, -114.0719],
  ['Waterloo', 'CA', 'ON', 43.4643, -80.5204],
  ['Mexico City', 'MX', null, 19.4326, -99.1332, 'ciudad de méxico', 'cdmx'],
  ['Guadalajara', 'MX', null, 20.6597, -103.3496],
  ['London', 'GB', null, 51.5072, -0.1276],
  ['Manchester', 'GB', null, 53.4808, -2.2426],
  ['Edinburgh', 'GB', null, 55.9533, -3.1883],
  ['Cambridge', 'GB', null, 52.2053, 0.1218],
  ['Bristol', 'GB', null, 51.4545, -2.5879],
  ['Dublin', 'IE', null, 53.3498, -6.2603],
  ['Berlin', 'DE', null, 52.52, 13.405],
  ['Munich', 'DE', null, 48.1351, 11.582, 'münchen'],
  ['Hamburg', 'DE', null, 53.5511, 9.9937],
  ['Frankfurt', 'DE', null, 50.1109, 8.6821],
  ['Cologne', 'DE', null, 50.9375, 6.9603, 'köln'],
  ['Vienna', 'AT', null, 48.2082, 16.3738, 'wien'],
  ['Zurich', 'CH', null, 47.3769, 8.5417, 'zürich'],
  ['Geneva', 'CH', null, 46.2044, 6.1432],
  ['Paris', 'FR', null, 48.8566, 2.3522],
  ['Lyon', 'FR', null, 45.764, 4.8357],
  ['Brussels', 'BE', null, 50.8503, 4.3517],
  ['Amsterdam', 'NL', null, 52.3676, 4.9041],
  ['Rotterdam', 'NL', null, 51.9244, 4.4777],
  ['Madrid', 'ES', null, 40.4168, -3.7038],
  ['Barcelona', 'ES', null, 41.3874, 2.1686],
  ['Lisbon', 'PT', null, 38.7223, -9.1393, 'lisboa'],
  ['Porto', 'PT', null, 41.1579, -8.6291],
  ['Milan', 'IT', null, 45.4642, 9.19, 'milano'],
  ['Rome', 'IT', null, 41.9028, 12.4964, 'roma'],
  ['Stockholm', 'SE', null, 59.3293, 18.0686],
  ['Oslo', 'NO', null, 59.9139, 10.7522],
  ['Copenhagen', 'DK', null, 55.6761, 12.5683],
  ['Helsinki', 'FI', null, 60.1699, 24.9384],
  ['Tallinn', 'EE', null, 59.437, 24.7536],
  ['Warsaw', 'PL', null, 52.2297, 21.0122, 'warszawa'],
  ['Krakow', 'PL', null, 50.0647, 19.945, 'kraków'],
  ['Prague', 'CZ', null, 50.0755, 14.4378, 'praha'],
  ['Budapest', 'HU', null, 47.4979, 19.0402],
  ['Bucharest', 'RO', null, 44.4268, 26.1025],
  ['Athens', 'GR', null, 37.9838, 23.7275],
  ['Kyiv', 'UA', null, 50.4501, 30.5234, 'kiev'],
  ['Istanbul', 'TR', null, 41.0082, 28.9784],
  ['Tel Aviv', 'IL', null, 32.0853, 34.7818, 'tel aviv-yafo'],
  ['Dubai', 'AE', null, 25.2048, 55.2708],
  ['Cape Town', 'ZA', null, -33.9249, 18.4241],
  ['Johannesburg', 'ZA', null, -26.2041, 28.0473],
  ['Lagos', 'NG', null, 6.5244, 3.3792],
  ['Nairobi', 'KE', null, -1.2921, 36.8219],
  ['Cairo', 'EG', null, 30.0444, 31.2357],
  ['Bangalore', 'IN', null, 12.9716, 77.5946, 'bengaluru'],
  ['Mumbai', 'IN', null, 19.076, 72.8777],
  ['Hyderabad', 'IN', null, 17.385, 78.4867],
  ['Pune', 'IN', null, 18.5204, 73.8567],
  ['Chennai', 'IN', null, 13.0827, 80.2707],
  ['New Delhi', 'IN', null, 28.6139, 77.209, 'delhi'],
  ['Gurgaon', 'IN', null, 28.4595, 77.0266, 'gurugram'],
  ['Singapore', 'SG', null, 1.3521, 103.8198],
  ['Hong Kong', 'HK', null, 22.3193, 114.1694],
  ['Tokyo', 'JP', null, 35.6762, 139.6503],
  ['Seoul', 'KR', null, 37.5665, 126.978],
  ['Shanghai', 'CN', null, 31.2304, 121.4737],
  ['Beijing', 'CN', null, 39.9042, 116.4074],
  ['Taipei', 'TW', null, 25.033, 121.5654],
  ['Manila', 'PH', null, 14.5995, 120.9842],
  ['Jakarta', 'ID', null, -6.2088, 106.8456],
  ['Kuala Lumpur', 'MY', null, 3.139, 101.6869],
  ['Bangkok', 'TH', null, 13.7563, 100.5018],
  ['Ho Chi Minh City', 'VN', null, 10.8231, 106.6297],
  ['Sydney', 'AU', 'NSW', -33.8688, 151.2093],
  ['Melbourne', 'AU', 'VIC', -37.8136, 144.9631],
  ['Brisbane', 'AU', 'QLD', -27.4698, 153.0251],
  ['Auckland', 'NZ', null, -36.8485, 174.7633],
  ['São Paulo', 'BR', null, -23.5505, -46.6333, 'sao paulo'],
  ['Rio de Janeiro', 'BR', null, -22.9068, -43.1729],
  ['Buenos Aires', 'AR', null, -34.6037, -58.3816],
  ['Santiago', 'CL', null, -33.4489, -70.6693],
  ['Bogotá', 'CO', null, 4.711, -74.0721, 'bogota'],
  ['Medellín', 'CO', null, 6.2476, -75.5658, 'medellin'],
  ['Lima', 'PE', null, -12.0464, -77.0428],
  ['Montevideo', 'UY', null, -34.9011, -56.1645],
  ['San José', 'CR', null, 9.9281, -84.0907],
];

export const WORLD_CITIES: readonly WorldCity[] = ROWS.map(
  ([city, country, state, latitude, longitude, ...aliases]) => ({
    city,
    country,
    state,
    latitude,
    longitude,
    aliases,
  }),
);
