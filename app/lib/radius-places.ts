// Places for the radius search: Vienna's districts and the Lower Austrian towns around, each at
// an approximate centre. The radius is measured to the listings' published, offset circle
// centres only, never their true position.

export interface RadiusPlace {
  /** URL value of `um` (stable, ASCII). */
  key: string;
  /** As the listings name the place (politischer_bezirk for Vienna). */
  label: string;
  group: "Wien" | "Niederösterreich";
  lat: number;
  lon: number;
}

/** Vienna's 23 districts in number order (also the Lage dropdown's order, lib/search-options.ts). */
export const VIENNA_DISTRICTS: readonly string[] = [
  "Innere Stadt",
  "Leopoldstadt",
  "Landstraße",
  "Wieden",
  "Margareten",
  "Mariahilf",
  "Neubau",
  "Josefstadt",
  "Alsergrund",
  "Favoriten",
  "Simmering",
  "Meidling",
  "Hietzing",
  "Penzing",
  "Rudolfsheim-Fünfhaus",
  "Ottakring",
  "Hernals",
  "Währing",
  "Döbling",
  "Brigittenau",
  "Floridsdorf",
  "Donaustadt",
  "Liesing",
];

const wien = (district: number, lat: number, lon: number): RadiusPlace => ({
  key: `wien-${district}`,
  label: `Wien ${district}., ${VIENNA_DISTRICTS[district - 1]}`,
  group: "Wien",
  lat,
  lon,
});

const noe = (key: string, label: string, lat: number, lon: number): RadiusPlace => ({ key, label, group: "Niederösterreich", lat, lon });

export const RADIUS_PLACES: readonly RadiusPlace[] = [
  wien(1, 48.2085, 16.3721),
  wien(2, 48.2167, 16.395),
  wien(3, 48.1986, 16.3948),
  wien(4, 48.1917, 16.37),
  wien(5, 48.186, 16.355),
  wien(6, 48.196, 16.347),
  wien(7, 48.202, 16.348),
  wien(8, 48.2105, 16.347),
  wien(9, 48.224, 16.356),
  wien(10, 48.16, 16.382),
  wien(11, 48.17, 16.44),
  wien(12, 48.175, 16.33),
  wien(13, 48.185, 16.295),
  wien(14, 48.205, 16.28),
  wien(15, 48.195, 16.325),
  wien(16, 48.212, 16.31),
  wien(17, 48.223, 16.315),
  wien(18, 48.23, 16.33),
  wien(19, 48.249, 16.34),
  wien(20, 48.238, 16.375),
  wien(21, 48.26, 16.4),
  wien(22, 48.233, 16.46),
  wien(23, 48.14, 16.29),
  noe("baden", "Baden", 48.0069, 16.2308),
  noe("bruck-an-der-leitha", "Bruck an der Leitha", 48.0257, 16.7794),
  noe("brunn-am-gebirge", "Brunn am Gebirge", 48.1067, 16.2867),
  noe("gaenserndorf", "Gänserndorf", 48.3392, 16.7203),
  noe("klosterneuburg", "Klosterneuburg", 48.3053, 16.325),
  noe("korneuburg", "Korneuburg", 48.3453, 16.3331),
  noe("krems", "Krems an der Donau", 48.41, 15.6142),
  noe("mistelbach", "Mistelbach", 48.57, 16.5767),
  noe("moedling", "Mödling", 48.0856, 16.2883),
  noe("perchtoldsdorf", "Perchtoldsdorf", 48.1194, 16.2656),
  noe("purkersdorf", "Purkersdorf", 48.2081, 16.1756),
  noe("schwechat", "Schwechat", 48.1411, 16.4786),
  noe("st-poelten", "St. Pölten", 48.2047, 15.6256),
  noe("stockerau", "Stockerau", 48.3856, 16.2111),
  noe("tulln", "Tulln an der Donau", 48.3317, 16.0581),
  noe("wiener-neustadt", "Wiener Neustadt", 47.8167, 16.25),
];

const BY_KEY = new Map(RADIUS_PLACES.map((place) => [place.key, place]));

export function radiusPlace(key: string): RadiusPlace | undefined {
  return BY_KEY.get(key);
}

/** The radius choices of the form, in km. */
export const RADIUS_OPTIONS_KM = [1, 2, 5, 10, 20] as const;
export const RADIUS_MIN_KM = 0.5;
export const RADIUS_MAX_KM = 50;
