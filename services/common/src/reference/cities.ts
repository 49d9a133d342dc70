// Real US cities with a real ZIP code in each and the city centre's coordinates: what
// ingestion and search place a US job or a searched place by, and where demo jobs are.
// Suburbs sit beside their big city (Round Rock by Austin, Bellevue by Seattle, ...)
// so a 25-mile radius search finds jobs in more than one town.
// weight: the size of a city's job market relative to others (demo data uses it).

export interface City {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  weight: number;
  /** Pay relative to the national average for the same role. */
  payFactor: number;
}

type Row = [
  city: string,
  state: string,
  zip: string,
  latitude: number,
  longitude: number,
  weight: number,
  payFactor: number,
];

const ROWS: Row[] = [
  // New York metro
  ['New York', 'NY', '10007', 40.7128, -74.006, 12, 1.25],
  ['Brooklyn', 'NY', '11201', 40.6943, -73.9903, 3, 1.2],
  ['Jersey City', 'NJ', '07302', 40.7178, -74.0431, 3, 1.15],
  ['Hoboken', 'NJ', '07030', 40.744, -74.0324, 2, 1.15],
  ['Newark', 'NJ', '07102', 40.7357, -74.1724, 2, 1.08],
  ['Stamford', 'CT', '06901', 41.0534, -73.5387, 2, 1.15],
  ['Buffalo', 'NY', '14202', 42.8864, -78.8784, 1, 0.92],
  // New England
  ['Boston', 'MA', '02108', 42.3601, -71.0589, 7, 1.2],
  ['Cambridge', 'MA', '02139', 42.3736, -71.1097, 4, 1.22],
  ['Somerville', 'MA', '02143', 42.3876, -71.0995, 1, 1.15],
  ['Providence', 'RI', '02903', 41.824, -71.4128, 1, 1.0],
  ['Hartford', 'CT', '06103', 41.7658, -72.6734, 1, 1.02],
  ['Burlington', 'VT', '05401', 44.4759, -73.2121, 1, 0.95],
  ['Portland', 'ME', '04101', 43.6591, -70.2568, 1, 0.95],
  ['Manchester', 'NH', '03101', 42.9956, -71.4548, 1, 0.98],
  // Mid-Atlantic
  ['Philadelphia', 'PA', '19107', 39.9526, -75.1652, 4, 1.05],
  ['Pittsburgh', 'PA', '15222', 40.4406, -79.9959, 2, 0.97],
  ['Baltimore', 'MD', '21202', 39.2904, -76.6122, 2, 1.0],
  ['Bethesda', 'MD', '20814', 38.9847, -77.0947, 2, 1.12],
  ['Washington', 'DC', '20001', 38.9072, -77.0369, 6, 1.15],
  ['Arlington', 'VA', '22201', 38.8816, -77.091, 3, 1.12],
  ['Richmond', 'VA', '23219', 37.5407, -77.436, 1, 0.95],
  // Southeast
  ['Charlotte', 'NC', '28202', 35.2271, -80.8431, 3, 0.98],
  ['Raleigh', 'NC', '27601', 35.7796, -78.6382, 3, 0.98],
  ['Durham', 'NC', '27701', 35.994, -78.8986, 2, 0.98],
  ['Columbia', 'SC', '29201', 34.0007, -81.0348, 2, 0.9],
  ['Charleston', 'SC', '29401', 32.7765, -79.9311, 1, 0.92],
  ['Greenville', 'SC', '29601', 34.8526, -82.394, 1, 0.9],
  ['Atlanta', 'GA', '30303', 33.749, -84.388, 6, 1.02],
  ['Marietta', 'GA', '30060', 33.9526, -84.5499, 1, 0.97],
  ['Alpharetta', 'GA', '30009', 34.0754, -84.2941, 2, 1.0],
  ['Miami', 'FL', '33131', 25.7617, -80.1918, 4, 1.0],
  ['Fort Lauderdale', 'FL', '33301', 26.1224, -80.1373, 1, 0.97],
  ['Tampa', 'FL', '33602', 27.9506, -82.4572, 2, 0.95],
  ['Orlando', 'FL', '32801', 28.5383, -81.3792, 2, 0.93],
  ['Jacksonville', 'FL', '32202', 30.3322, -81.6557, 1, 0.92],
  ['Nashville', 'TN', '37203', 36.1627, -86.7816, 3, 0.97],
  ['Memphis', 'TN', '38103', 35.1495, -90.049, 1, 0.88],
  ['Birmingham', 'AL', '35203', 33.5186, -86.8104, 1, 0.88],
  ['New Orleans', 'LA', '70112', 29.9511, -90.0715, 1, 0.9],
  ['Louisville', 'KY', '40202', 38.2527, -85.7585, 1, 0.9],
  // Midwest
  ['Chicago', 'IL', '60601', 41.8781, -87.6298, 8, 1.08],
  ['Evanston', 'IL', '60201', 42.0451, -87.6877, 1, 1.05],
  ['Naperville', 'IL', '60540', 41.7508, -88.1535, 1, 1.03],
  ['Milwaukee', 'WI', '53202', 43.0389, -87.9065, 1, 0.93],
  ['Madison', 'WI', '53703', 43.0731, -89.4012, 1, 0.95],
  ['Minneapolis', 'MN', '55401', 44.9778, -93.265, 3, 1.0],
  ['Saint Paul', 'MN', '55102', 44.9537, -93.09, 1, 0.98],
  ['Detroit', 'MI', '48226', 42.3314, -83.0458, 2, 0.95],
  ['Ann Arbor', 'MI', '48104', 42.2808, -83.743, 1, 0.98],
  ['Columbus', 'OH', '43215', 39.9612, -82.9988, 2, 0.93],
  ['Cleveland', 'OH', '44113', 41.4993, -81.6944, 1, 0.9],
  ['Cincinnati', 'OH', '45202', 39.1031, -84.512, 1, 0.92],
  ['Indianapolis', 'IN', '46204', 39.7684, -86.1581, 2, 0.9],
  ['St. Louis', 'MO', '63101', 38.627, -90.1994, 1, 0.9],
  ['Kansas City', 'MO', '64105', 39.0997, -94.5786, 1, 0.9],
  ['Omaha', 'NE', '68102', 41.2565, -95.9345, 1, 0.88],
  ['Des Moines', 'IA', '50309', 41.5868, -93.625, 1, 0.88],
  // Texas and the south-central states
  ['Austin', 'TX', '78701', 30.2672, -97.7431, 7, 1.05],
  ['Round Rock', 'TX', '78664', 30.5083, -97.6789, 2, 1.0],
  ['Cedar Park', 'TX', '78613', 30.5052, -97.8203, 1, 1.0],
  ['Pflugerville', 'TX', '78660', 30.4394, -97.62, 1, 0.98],
  ['San Antonio', 'TX', '78205', 29.4241, -98.4936, 2, 0.9],
  ['Dallas', 'TX', '75201', 32.7767, -96.797, 5, 1.0],
  ['Plano', 'TX', '75074', 33.0198, -96.6989, 2, 1.0],
  ['Irving', 'TX', '75039', 32.814, -96.9489, 2, 0.98],
  ['Fort Worth', 'TX', '76102', 32.7555, -97.3308, 2, 0.95],
  ['Houston', 'TX', '77002', 29.7604, -95.3698, 5, 1.0],
  ['The Woodlands', 'TX', '77380', 30.1658, -95.4613, 1, 1.0],
  ['Oklahoma City', 'OK', '73102', 35.4676, -97.5164, 1, 0.88],
  // Mountain West and Southwest
  ['Denver', 'CO', '80202', 39.7392, -104.9903, 5, 1.05],
  ['Boulder', 'CO', '80302', 40.015, -105.2705, 2, 1.07],
  ['Aurora', 'CO', '80012', 39.7294, -104.8319, 1, 1.0],
  ['Colorado Springs', 'CO', '80903', 38.8339, -104.8214, 1, 0.93],
  ['Salt Lake City', 'UT', '84111', 40.7608, -111.891, 2, 0.97],
  ['Lehi', 'UT', '84043', 40.3916, -111.8508, 1, 0.97],
  ['Phoenix', 'AZ', '85004', 33.4484, -112.074, 3, 0.95],
  ['Scottsdale', 'AZ', '85251', 33.4942, -111.9261, 2, 0.98],
  ['Tempe', 'AZ', '85281', 33.4255, -111.94, 1, 0.95],
  ['Albuquerque', 'NM', '87102', 35.0844, -106.6504, 1, 0.88],
  ['Las Vegas', 'NV', '89101', 36.1699, -115.1398, 1, 0.92],
  ['Boise', 'ID', '83702', 43.615, -116.2023, 1, 0.9],
  // California
  ['Los Angeles', 'CA', '90012', 34.0522, -118.2437, 7, 1.15],
  ['Santa Monica', 'CA', '90401', 34.0195, -118.4912, 2, 1.18],
  ['Pasadena', 'CA', '91101', 34.1478, -118.1445, 1, 1.12],
  ['Irvine', 'CA', '92618', 33.6846, -117.8265, 2, 1.12],
  ['San Diego', 'CA', '92101', 32.7157, -117.1611, 3, 1.08],
  ['San Francisco', 'CA', '94103', 37.7749, -122.4194, 10, 1.3],
  ['Oakland', 'CA', '94612', 37.8044, -122.2712, 2, 1.22],
  ['Palo Alto', 'CA', '94301', 37.4419, -122.143, 2, 1.3],
  ['Mountain View', 'CA', '94041', 37.3861, -122.0839, 2, 1.3],
  ['Sunnyvale', 'CA', '94086', 37.3688, -122.0363, 2, 1.28],
  ['San Jose', 'CA', '95113', 37.3382, -121.8863, 3, 1.25],
  ['Sacramento', 'CA', '95814', 38.5816, -121.4944, 1, 1.0],
  // Pacific Northwest, Alaska, Hawaii
  ['Seattle', 'WA', '98101', 47.6062, -122.3321, 7, 1.22],
  ['Bellevue', 'WA', '98004', 47.6101, -122.2015, 3, 1.22],
  ['Redmond', 'WA', '98052', 47.674, -122.1215, 2, 1.22],
  ['Tacoma', 'WA', '98402', 47.2529, -122.4443, 1, 1.02],
  ['Spokane', 'WA', '99201', 47.6588, -117.426, 1, 0.9],
  ['Portland', 'OR', '97204', 45.5152, -122.6784, 3, 1.05],
  ['Honolulu', 'HI', '96813', 21.3069, -157.8583, 1, 1.0],
  ['Anchorage', 'AK', '99501', 61.2181, -149.9003, 1, 1.0],
];

export const US_CITIES: readonly City[] = ROWS.map(([city, state, zip, latitude, longitude, weight, payFactor]) => ({
  city,
  state,
  zip,
  latitude,
  longitude,
  weight,
  payFactor,
}));
