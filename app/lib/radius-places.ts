// Places for the radius search (issue 24 section 3, ADR 0185): the 23 Vienna districts and the
// Lower Austrian towns of the listings (and the district towns around Vienna), each at an
// approximate public centre of the place. These are place coordinates, never a listing's: the
// radius is measured to the listings' published, offset circle centres only (ADR 0110).

export interface RadiusPlace {
  /** URL value of `um` (stable, ASCII). */
  key: string;
  /** As the listings name the place (politischer_bezirk for Vienna). */
  label: string;
  group: "Wien" | "Niederösterreich";
  lat: number;
  lon: number;
}

const wien = (district: number, name: string, lat: number, lon: number): RadiusPlace => ({
  key: `wien-${district}`,
  label: `Wien ${district}., ${name}`,
  group: "Wien",
  lat,
  lon,
});

const noe = (key: string, label: string, lat: number, lon: number): RadiusPlace => ({ key, label, group: "Niederösterreich", lat, lon });

export const RADIUS_PLACES: readonly RadiusPlace[] = [
  wien(1, "Innere Stadt", 48.2085, 16.3721),
  wien(2, "Leopoldstadt", 48.2167, 16.395),
  wien(3, "Landstraße", 48.1986, 16.3948),
  wien(4, "Wieden", 48.1917, 16.37),
  wien(5, "Margareten", 48.186, 16.355),
  wien(6, "Mariahilf", 48.196, 16.347),
  wien(7, "Neubau", 48.202, 16.348),
  wien(8, "Josefstadt", 48.2105, 16.347),
  wien(9, "Alsergrund", 48.224, 16.356),
  wien(10, "Favoriten", 48.16, 16.382),
  wien(11, "Simmering", 48.17, 16.44),
  wien(12, "Meidling", 48.175, 16.33),
  wien(13, "Hietzing", 48.185, 16.295),
  wien(14, "Penzing", 48.205, 16.28),
  wien(15, "Rudolfsheim-Fünfhaus", 48.195, 16.325),
  wien(16, "Ottakring", 48.212, 16.31),
  wien(17, "Hernals", 48.223, 16.315),
  wien(18, "Währing", 48.23, 16.33),
  wien(19, "Döbling", 48.249, 16.34),
  wien(20, "Brigittenau", 48.238, 16.375),
  wien(21, "Floridsdorf", 48.26, 16.4),
  wien(22, "Donaustadt", 48.233, 16.46),
  wien(23, "Liesing", 48.14, 16.29),
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
