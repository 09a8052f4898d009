// Demo properties (table immobilien, public-site.md section 3): a curated list of places, kinds
// and offers whose figures, texts and images are filled deterministically, plus a synthetic
// generator for benchmarks (`--count N`). Derived columns are NOT computed here: the seed passes
// every row through app/lib/property-derive.ts so that seed and feed derive them the same way.
import { AGENTS } from "./agents.mjs";
import { COVER_NAMES, COVERS, coverStyle, PROPERTY_SCENES, propertyImage } from "./images.mjs";
import { LOCATIONS, locationByKey } from "./locations.mjs";
import { createRandom } from "./random.mjs";
import { houseNumberAt, pointOnLine, streetLine } from "./streets.mjs";
import { describeProperty, drawTextPlan, lageText, planFacts, title } from "./texts.mjs";

/** What each kind looks like in the feed and which figures are plausible for it. */
const KINDS = {
  altbau: {
    group: "apartment",
    objektart: "wohnung/ETAGE",
    area: [55, 180],
    year: [1870, 1914],
    sale: 5600,
    rent: 13.5,
    ext: "altbau",
    inside: ["living", "kitchen", "bedroom", "bath"],
  },
  neubau: {
    group: "apartment",
    objektart: "wohnung/ETAGE",
    area: [42, 115],
    year: [2008, 2025],
    sale: 6400,
    rent: 14.5,
    ext: "modern",
    inside: ["living", "kitchen", "bedroom", "bath", "terrace"],
  },
  dach: {
    group: "apartment",
    objektart: "wohnung/DACHGESCHOSS",
    area: [75, 190],
    year: [1880, 1912],
    sale: 8200,
    rent: 17,
    ext: "altbau",
    cover: "attic",
    inside: ["terrace", "living", "kitchen", "bedroom", "bath"],
  },
  garten: {
    group: "apartment",
    objektart: "wohnung/ERDGESCHOSS",
    area: [60, 125],
    year: [1998, 2024],
    sale: 5900,
    rent: 14,
    ext: "modern",
    inside: ["terrace", "living", "kitchen", "bedroom", "bath"],
  },
  maisonette: {
    group: "apartment",
    objektart: "wohnung/MAISONETTE",
    area: [85, 160],
    year: [1900, 2020],
    sale: 6300,
    rent: 15,
    ext: "modern",
    inside: ["living", "kitchen", "bedroom", "bath"],
  },
  klein: {
    group: "apartment",
    objektart: "wohnung/APARTMENT",
    area: [27, 45],
    year: [1890, 2022],
    sale: 5500,
    rent: 17,
    ext: "altbau",
    inside: ["living", "kitchen", "bath"],
  },
  efh: {
    group: "house",
    objektart: "haus/EINFAMILIENHAUS",
    area: [115, 220],
    year: [1962, 2024],
    sale: 4900,
    rent: 12,
    ext: "house",
    inside: ["living", "kitchen", "bedroom", "bath", "terrace"],
    houseKind: "Einfamilienhaus",
  },
  reihenhaus: {
    group: "house",
    objektart: "haus/REIHENECKHAUS",
    area: [105, 150],
    year: [1985, 2024],
    sale: 4700,
    rent: 12,
    ext: "house",
    inside: ["living", "kitchen", "bedroom", "bath"],
    houseKind: "Reiheneckhaus",
  },
  doppelhaus: {
    group: "house",
    objektart: "haus/DOPPELHAUSHAELFTE",
    area: [115, 170],
    year: [1975, 2023],
    sale: 4800,
    rent: 12.5,
    ext: "house",
    inside: ["living", "kitchen", "bedroom", "bath", "terrace"],
    houseKind: "Doppelhaushälfte",
  },
  villa: {
    group: "villa",
    objektart: "haus/VILLA",
    area: [230, 480],
    year: [1898, 2022],
    sale: 7600,
    rent: 16,
    ext: "villa",
    inside: ["living", "kitchen", "bedroom", "bath", "terrace"],
  },
  buero: {
    group: "office",
    objektart: "buero_praxen/BUEROFLAECHE",
    area: [85, 620],
    year: [1900, 2021],
    sale: 4300,
    rent: 16.5,
    ext: "office",
    inside: ["workspace", "kitchen"],
    kindLabel: "Bürofläche",
  },
  praxis: {
    group: "office",
    objektart: "buero_praxen/PRAXISFLAECHE",
    area: [90, 210],
    year: [1895, 2019],
    sale: 4600,
    rent: 17,
    ext: "altbau",
    inside: ["workspace", "bath"],
    kindLabel: "Praxisfläche",
  },
  grund: { group: "land", objektart: "grundstueck/WOHNEN", area: [450, 1450], year: null, sale: 820, rent: null, ext: "land", inside: [] },
  grundGewerbe: {
    group: "land",
    objektart: "grundstueck/GEWERBE",
    area: [1800, 4200],
    year: null,
    sale: 360,
    rent: null,
    ext: "land",
    cover: "businessLand",
    inside: [],
  },
  laden: {
    group: "commercial",
    objektart: "einzelhandel/LADENLOKAL",
    area: [55, 260],
    year: [1880, 2018],
    sale: 4200,
    rent: 19,
    ext: "shop",
    inside: ["workspace"],
    kindLabel: "Geschäftslokal",
  },
  gastro: {
    group: "commercial",
    objektart: "gastgewerbe/GASTRONOMIE",
    area: [110, 240],
    year: [1890, 1990],
    sale: 3900,
    rent: 17.5,
    ext: "shop",
    inside: ["kitchen", "living"],
    kindLabel: "Gastronomielokal",
  },
  lager: {
    group: "commercial",
    objektart: "hallen_lager_prod/LAGERFLAECHEN",
    area: [350, 1600],
    year: [1978, 2020],
    sale: 1500,
    rent: 7.5,
    ext: "office",
    cover: "hall",
    inside: ["workspace"],
    kindLabel: "Lagerhalle",
  },
  zinshaus: {
    group: "commercial",
    objektart: "zinshaus_renditeobjekt/MEHRFAMILIENHAUS",
    area: [900, 1900],
    year: [1872, 1912],
    sale: 3900,
    rent: null,
    ext: "altbau",
    inside: ["living", "kitchen", "bath"],
    kindLabel: "Zinshaus",
  },
};

const K = "Kauf";
const M = "Miete";

/**
 * The curated demo list: [place, kind, offer, special]. Specials are the edge cases the pages
 * must handle (spec sections 2, 5, 8): no images, no energy certificate, price on request,
 * withdrawn (410), more than five images ('+N mehr').
 */
const CURATED = [
  ["1010", "altbau", K, { images: 7 }],
  ["1010", "dach", K, { priceOnRequest: true }],
  ["1010", "buero", M],
  ["1010", "laden", M],
  ["1010", "klein", M, { furnished: true }],
  ["1020", "neubau", K],
  ["1020", "klein", M],
  ["1020", "altbau", M, { noEnergy: true }],
  ["1030", "altbau", K, { images: 9, media: true }],
  ["1030", "neubau", M],
  ["1030", "dach", K],
  ["1030", "praxis", M],
  ["1030", "zinshaus", K],
  ["1030", "altbau", M, { pets: true }],
  ["1040", "altbau", K],
  ["1040", "maisonette", K],
  ["1040", "buero", M],
  ["1040", "altbau", M],
  ["1050", "neubau", K],
  ["1050", "altbau", M],
  ["1050", "gastro", M],
  ["1060", "dach", K],
  ["1060", "altbau", M, { furnished: true }],
  ["1060", "laden", M],
  ["1060", "altbau", K],
  ["1070", "altbau", K],
  ["1070", "dach", M],
  ["1070", "buero", M],
  ["1070", "laden", K],
  ["1070", "klein", M, { furnished: true }],
  ["1080", "altbau", K],
  ["1080", "altbau", M],
  ["1090", "altbau", K],
  ["1090", "neubau", M],
  ["1090", "praxis", K],
  ["1090", "altbau", M, { withdrawn: true }],
  ["1130", "villa", K, { images: 8 }],
  ["1130", "efh", K],
  ["1130", "garten", K],
  ["1130", "villa", M],
  ["1130", "grund", K],
  ["1180", "altbau", K],
  ["1180", "doppelhaus", K],
  ["1190", "villa", K],
  ["1190", "dach", K],
  ["1190", "garten", M, { pets: true }],
  ["1190", "grund", K],
  ["1190", "efh", M],
  ["1190", "zinshaus", K, { priceOnRequest: true }],
  ["1210", "reihenhaus", K],
  ["1210", "neubau", M],
  ["1210", "lager", M, { noImages: true }],
  ["1220", "neubau", K],
  ["1220", "garten", K],
  ["1220", "efh", K],
  ["1220", "neubau", M, { accessible: true }],
  ["1220", "buero", M],
  ["1220", "grund", K],
  ["1230", "reihenhaus", K],
  ["1230", "neubau", M],
  ["Mödling", "efh", K],
  ["Mödling", "altbau", K],
  ["Mödling", "neubau", M],
  ["Mödling", "laden", M],
  ["Korneuburg", "efh", K],
  ["Korneuburg", "grund", K],
  ["Korneuburg", "neubau", M],
  ["Klosterneuburg", "villa", K],
  ["Klosterneuburg", "garten", K],
  ["Klosterneuburg", "doppelhaus", M],
  ["Brunn am Gebirge", "reihenhaus", K],
  ["Brunn am Gebirge", "grundGewerbe", K],
  ["Brunn am Gebirge", "buero", M],
  ["Brunn am Gebirge", "neubau", K],
  ["Perchtoldsdorf", "villa", K],
  ["Perchtoldsdorf", "efh", K],
  ["Perchtoldsdorf", "maisonette", M],
  ["Baden", "villa", K],
  ["Baden", "altbau", K],
  ["Baden", "efh", M],
  ["Baden", "lager", K],
  ["Baden", "neubau", M],
];

export const CURATED_COUNT = CURATED.length;

const HWB_CLASSES = [
  ["A++", 5, 10, 0.5, 0.55],
  ["A+", 11, 15, 0.56, 0.7],
  ["A", 16, 25, 0.71, 0.85],
  ["B", 26, 50, 0.86, 1],
  ["C", 51, 100, 1.01, 1.75],
  ["D", 101, 150, 1.76, 2.5],
  ["E", 151, 200, 2.51, 3.25],
  ["F", 201, 250, 3.26, 4],
  ["G", 251, 320, 4.01, 4.6],
];

const round = (value, step) => Math.round(value / step) * step;
/** A draw whose value is no longer used, taken so that every later draw keeps its value; null. */
function drawnAway(rng) {
  rng.next();
  return null;
}
const money = (value) => Math.round(value * 100) / 100;

/** Energy class plausible for the building year (older buildings rate worse). */
function energy(rng, year) {
  const base = year >= 2015 ? rng.int(0, 2) : year >= 1995 ? rng.int(2, 3) : year >= 1960 ? rng.int(3, 5) : rng.int(3, 7);
  const hwb = HWB_CLASSES[Math.min(base, HWB_CLASSES.length - 1)];
  const fgee = HWB_CLASSES[Math.min(HWB_CLASSES.length - 1, Math.max(0, base + rng.int(-1, 1)))];
  const validYear = 2027 + rng.int(0, 9);
  return {
    hwbklasse: hwb[0],
    hwbwert: money(rng.float(hwb[1], hwb[2])),
    fgeeklasse: fgee[0],
    fgeewert: money(rng.float(fgee[3], fgee[4])),
    energie_gueltig_bis: `${validYear}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
  };
}

/**
 * The broker responsible for a property: Lower Austria, commercial, rentals, premium, apartments.
 * Always a licensed broker (agents.mjs `broker`), never the assistant (review 64).
 */
function agentFor(loc, kindDef, offer) {
  const byId = (n) => AGENTS[n];
  if (loc.bundesland === "Niederösterreich") return byId(4);
  if (kindDef.group === "office" || kindDef.group === "commercial" || kindDef.group === "land") return byId(2);
  if (offer === M) return byId(3);
  if (kindDef.group === "villa" || loc.level >= 1.5) return byId(0);
  return byId(1);
}

/**
 * The circle's centre: a point on the listing's street (streets.mjs), at most 40 m beside its line.
 * It uses the two draws that once scattered listings around the place's centre, so every later
 * random value of the seed stays as it was; the house number follows from where the point lies.
 */
function pointOnStreet(loc, street, rng) {
  const along = (rng.float(-0.007, 0.007) + 0.007) / 0.014;
  const aside = (rng.float(-0.01, 0.01) / 0.01) * 40;
  const line = streetLine(loc.key, street);
  return { ...pointOnLine(line, along, aside), houseNumber: houseNumberAt(line, along, aside) };
}

/** The circle's radius: 250 m for every listing (ADR 0382); the old pick is still drawn, see above. */
export const APPROXIMATE_RADIUS_M = 250;
function approximateRadius(group, rng) {
  if (group !== "villa" && group !== "land") rng.pick([250, 500]);
  return APPROXIMATE_RADIUS_M;
}

/**
 * The listing's cover: the next of its kind's COVERS in turn (`coversGiven` counts per list), one
 * per curated listing, so no two listings share a card picture (review 64).
 */
function nextCover(kindDef, coversGiven) {
  const list = kindDef.cover ?? kindDef.ext;
  const given = coversGiven.get(list) ?? 0;
  coversGiven.set(list, given + 1);
  return COVERS[list][given % COVERS[list].length];
}

/** A building year that fits the cover picture: a new block is not from 1918, a facade not from 2010. */
const STYLE_YEARS = { modern: [1995, 2025], gruenderzeit: [1870, 1914] };
function yearFor(drawn, range, cover) {
  const band = cover ? STYLE_YEARS[coverStyle(cover)] : null;
  if (drawn === null || !band) return drawn;
  const lo = Math.max(range[0], band[0]);
  const hi = Math.min(range[1], band[1]);
  if (lo > hi || (drawn >= lo && drawn <= hi)) return drawn;
  return lo + ((drawn - range[0]) % (hi - lo + 1));
}

/** The cover, then rooms of the kind's scenes; no gallery shows another listing's cover. */
function images(rng, kindDef, count, cover) {
  if (count === 0) return [];
  // The draws of the old exterior pick and shuffle, over lists of the old length, so every later
  // random value of the seed stays as it was.
  const scenes = PROPERTY_SCENES[kindDef.ext];
  rng.pick(scenes);
  const pool = kindDef.inside.flatMap((scene) => PROPERTY_SCENES[scene]);
  const shuffled = rng.sample([...pool, ...scenes.slice(1)], pool.length + scenes.length - 1);
  const rest = shuffled.filter((name) => !COVER_NAMES.has(name)).slice(0, count - 1);
  return [cover, ...rest].map(propertyImage);
}

/**
 * Floor plan, video and 360° tour of the demo listing with media (ADR 0151): an own drawing under
 * public/, and public demo media of the three players the CSP allows. No documents: the demo has
 * no real Energieausweis or Nutzwertgutachten to offer, and a sample file on a listing tells a
 * buyer that none exists (ADR 0378).
 */
const DEMO_MEDIA = JSON.stringify({
  floorPlans: [{ url: "/images/grundrisse/altbau-5-zimmer.svg", title: "Grundriss Wohnung, 5 Zimmer" }],
  videos: [{ url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", title: "Video-Rundgang" }],
  tours: [{ url: "https://my.matterport.com/show/?m=SxQL3iGyoDo", title: "Virtueller 360°-Rundgang" }],
});

/** The rooms of that floor plan, as the listing's description names them. */
const FLOOR_PLAN_LAYOUT =
  "Der Grundriss zeigt Wohnzimmer, Esszimmer, Schlafzimmer und zwei weitere Zimmer, dazu eine eigene Küche, zwei Bäder, zwei separate WCs und einen großzügigen Vorraum";

const DAY_MS = 86_400_000;
const SEED_EPOCH = Date.UTC(2026, 0, 5, 8, 0, 0);

/**
 * One property row (spec columns only, plus `extraAmenities` for the derive step and the seed's
 * bookkeeping columns). `number` is the numeric part of objektnr_intern.
 */
export function buildProperty({ index, number, loc, kind, offer, special = {}, rng, coversGiven = new Map() }) {
  const kindDef = KINDS[kind];
  const group = kindDef.group;
  const sale = offer === K;
  const [minArea, maxArea] = kindDef.area;
  const area = round(rng.float(minArea, maxArea), 0.5);
  const isLand = group === "land";
  const residential = group === "apartment" || group === "house" || group === "villa";
  const cover = special.noImages ? null : nextCover(kindDef, coversGiven);
  const year = yearFor(kindDef.year ? rng.int(kindDef.year[0], kindDef.year[1]) : null, kindDef.year, cover);
  const street = rng.pick(loc.streets);
  // The old house-number draw, kept so every later value stays; the number follows the point.
  rng.int(2, 88);

  const rooms = isLand
    ? null
    : group === "commercial" && kind !== "zinshaus"
      ? rng.int(1, 4)
      : kind === "zinshaus"
        ? rng.int(14, 28)
        : Math.max(1, Math.min(9, Math.round(area / rng.float(26, 34))));
  const baths = isLand || kind === "zinshaus" ? null : group === "villa" ? rng.int(3, 5) : area > 115 ? 2 : 1;
  const sepWc = residential && area > 75 ? rng.int(1, 2) : null;
  const etage =
    group === "apartment"
      ? kind === "dach"
        ? "DG"
        : kind === "garten"
          ? "EG"
          : String(rng.int(1, 5))
      : group === "office"
        ? String(rng.int(1, 6))
        : group === "commercial" && kind !== "zinshaus"
          ? "EG"
          : null;
  const outdoor =
    kind === "dach" || kind === "garten" || group === "villa" || group === "house"
      ? round(rng.float(12, 70), 0.5)
      : group === "apartment" && rng.chance(kind === "neubau" ? 0.9 : 0.45)
        ? round(rng.float(4, 14), 0.5)
        : null;
  const loggia = kind === "neubau" && rng.chance(0.25) ? round(rng.float(5, 9), 0.5) : null;
  const cellar =
    !isLand && rng.chance(group === "apartment" ? 0.6 : 0.8)
      ? round(rng.float(4, group === "house" || group === "villa" ? 60 : 12), 0.5)
      : null;
  const garage = group === "house" || group === "villa" ? (rng.chance(0.7) ? round(rng.float(18, 45), 0.5) : null) : null;
  const parkingSpaces = garage ? rng.int(1, 2) : kind === "neubau" || group === "office" ? (rng.chance(0.5) ? rng.int(1, 3) : null) : null;
  const parkingArea = parkingSpaces ? round(parkingSpaces * 12.5, 0.5) : null;
  const lift = isLand
    ? null
    : group === "house"
      ? "nein"
      : kind === "neubau" || kind === "dach" || group === "office"
        ? "ja"
        : rng.chance(0.65)
          ? "ja"
          : "nein";
  const kitchen =
    isLand || kind === "lager" || kind === "zinshaus"
      ? null
      : group === "office"
        ? "Teeküche"
        : rng.chance(0.9)
          ? rng.pick(["Einbauküche", "Wohnküche", "Offene Küche", "Einbauküche mit Geräten"])
          : "nein";

  // Prices: base €/m² × place level × a little noise (spec section 3 cost columns).
  const noise = rng.float(0.88, 1.14);
  let kaufpreis = null;
  let netRent = null;
  let grossRent = null;
  let operating = null;
  let heating = null;
  let other = null;
  let reserve = null;
  let monthly = null;
  const plot = group === "house" || group === "villa" ? round(area * rng.float(2.2, 5), 10) : null;
  if (sale) {
    const price = kindDef.sale * loc.level * noise * (isLand ? area : area + (plot ?? 0) * 0.15);
    kaufpreis = special.priceOnRequest ? null : round(price, price > 1_000_000 ? 10_000 : 1_000);
    if (group === "apartment") {
      operating = money(area * rng.float(2.2, 3.1));
      reserve = money(area * rng.float(0.6, 1.2));
      // 10 % USt. on the Betriebskosten; the Rücklage carries none (ADR 0388).
      monthly = money(operating * 1.1 + reserve);
    }
  } else {
    netRent = money(area * kindDef.rent * loc.level * noise);
    operating = money(area * rng.float(2.2, 3.4));
    heating = rng.chance(0.6) ? money(area * rng.float(0.9, 1.4)) : null;
    other = lift === "ja" && rng.chance(0.5) ? money(rng.float(12, 35)) : null;
    const vatRate = residential ? 0.1 : 0.2;
    grossRent = money((netRent + operating + (other ?? 0)) * (1 + vatRate) + (heating ?? 0) * 1.2);
  }

  const extraAmenities = [];
  if (group === "house" || group === "villa" || kind === "garten" || (isLand && kind === "grund")) extraAmenities.push("garten");
  if (kind === "dach" || kind === "garten" || group === "villa" || (outdoor && outdoor > 15)) extraAmenities.push("terrasse");
  if (special.furnished) extraAmenities.push("moebliert", "wlan");
  if (special.pets || (!sale && group === "house")) extraAmenities.push("haustiere");
  if (kind === "dach" || (group === "office" && rng.chance(0.6)) || (group === "villa" && rng.chance(0.5)))
    extraAmenities.push("klimaanlage");
  if (special.accessible || (kind === "neubau" && lift === "ja" && rng.chance(0.4)) || kind === "buero")
    extraAmenities.push("barrierefrei");

  const highlights = [];
  if (outdoor)
    highlights.push(
      `${kind === "dach" ? "Dachterrasse" : group === "apartment" ? "Balkon" : "Terrasse"} mit ca. ${String(outdoor).replace(".", ",")} m²`,
    );
  if (extraAmenities.includes("garten")) highlights.push("Eigengarten in Ruhelage");
  if (lift === "ja") highlights.push("Personenaufzug");
  if (cellar) highlights.push(group === "apartment" ? "Kellerabteil" : "Kellerräume");
  if (garage) highlights.push("Garage");
  else if (parkingSpaces) highlights.push(`${parkingSpaces === 1 ? "Ein Stellplatz" : `${parkingSpaces} Stellplätze`} in der Tiefgarage`);
  if (extraAmenities.includes("klimaanlage")) highlights.push("Klimaanlage");
  if (special.furnished) highlights.push("Hochwertig möbliert, WLAN inklusive");
  if (extraAmenities.includes("barrierefrei")) highlights.push("Barrierefreier Zugang");
  if (kindDef.year && year >= 2015) highlights.push("Fußbodenheizung und Niedrigenergiestandard");

  const agent = agentFor(loc, kindDef, offer);
  const energyData = isLand || special.noEnergy || !year ? null : energy(rng, year);
  const imageCount = special.noImages ? 0 : (special.images ?? rng.int(3, 5));
  const gallery = images(rng, kindDef, imageCount, cover);
  const available = rng.pick(["sofort", "1. Jänner 2027", "1. Februar 2027", "1. März 2027", "Vereinbarung"]);
  const titleFeature =
    kind === "dach"
      ? "Dachterrasse"
      : outdoor && group === "apartment"
        ? "Balkon"
        : extraAmenities.includes("garten") && !isLand
          ? "Garten"
          : garage
            ? "Garage"
            : null;

  const draft = {
    kind,
    group,
    loc,
    street,
    plot,
    houseKind: kindDef.houseKind,
    kindLabel: kindDef.kindLabel ?? "Objekt",
    widmung:
      kind === "grundGewerbe"
        ? "Bauland-Betriebsgebiet"
        : rng.pick(["Bauland-Wohngebiet", "Bauland-Wohngebiet, Bauklasse I, offene Bauweise", "Bauland-Kerngebiet"]),
    available,
    highlights: highlights.slice(0, 6),
    titleFeature,
    angebot_typ: offer,
    anzahl_zimmer: rooms,
    anzahl_badezimmer: baths,
    wohnflaeche: residential ? area : null,
    // A home's Nutzfläche in the Austrian sense (§ 2 Abs 7 WEG) is its Wohnfläche, without balcony
    // or cellar: not stated twice (ADR 0388). The draw that once made it larger stays, so later figures keep.
    nutzflaeche: residential ? drawnAway(rng) : area,
    balkon_terrasse_flaeche: outdoor,
    garagen_flaeche: garage,
    baujahr: year,
    etage,
    kueche: kitchen,
  };

  // The texts' draws from this stream, in their old order (texts.mjs): the wording itself comes
  // from the listing's own text stream, after every fact is known.
  const objekttitel = title(draft, rng);
  const plan = drawTextPlan(draft, rng);
  const facts = planFacts(draft, plan);
  rng.next(); // the Lage text was drawn here

  const year4 = 2024 + (index % 3);
  const createdAt = new Date(SEED_EPOCH + (index % 300) * DAY_MS).toISOString();
  const point = pointOnStreet(loc, street, rng);
  const row = {
    objektnr_intern: String(number),
    objektnr_extern: `DE-${year4}-${String(((index * 37) % 9000) + 100).padStart(4, "0")}`,
    openimmo_obid: index % 3 === 2 ? null : `OBID${String(7_400_000 + number).padStart(10, "0")}`,
    objekttitel,
    objektbeschreibung: "",
    lage: "",
    objektart: kindDef.objektart,
    angebot_typ: offer,
    objektstatus: sale ? "SALE" : "RENT",
    ort: loc.ort,
    politischer_bezirk: loc.politischer_bezirk,
    plz: loc.plz,
    bundesland: loc.bundesland,
    lat_ungenaeher: Math.round(point.lat * 1e6) / 1e6,
    lon_ungenaeher: Math.round(point.lon * 1e6) / 1e6,
    umkreis_meter: approximateRadius(group, rng),
    address: `${street} ${point.houseNumber}, ${loc.plz} ${loc.ort}`,
    titelbild_url: gallery[0] ?? null,
    bilder_urls: JSON.stringify(gallery),
    medien: special.media ? DEMO_MEDIA : null,
    anzahl_zimmer: rooms,
    anzahl_badezimmer: baths,
    anzahl_sep_wc: sepWc,
    wohnflaeche: draft.wohnflaeche,
    nutzflaeche: draft.nutzflaeche,
    balkon_terrasse_flaeche: outdoor,
    loggia_flaeche: loggia,
    anzahl_logia: loggia ? 1 : null,
    anzahl_abstellraum: group === "apartment" && rng.chance(0.5) ? 1 : null,
    kellerflaeche: cellar,
    garagen_flaeche: garage,
    stellplatz_flaeche: parkingArea,
    anzahl_stellplaetze: parkingSpaces,
    grundstuecksflaeche: plot,
    baujahr: year,
    etage,
    kueche: kitchen,
    fahrstuhl: lift,
    hwbklasse: energyData?.hwbklasse ?? null,
    hwbwert: energyData?.hwbwert ?? null,
    fgeeklasse: energyData?.fgeeklasse ?? null,
    fgeewert: energyData?.fgeewert ?? null,
    energie_gueltig_bis: energyData?.energie_gueltig_bis ?? null,
    kaufpreis,
    gesamtmietenetto: netRent,
    gesamtmietebrutto: grossRent,
    gesamtbelastungbrutto: grossRent,
    heizkostennetto: heating,
    betriebskostennetto: operating,
    sonstigekostennetto: other,
    kaution_text: sale
      ? null
      : residential
        ? rng.pick(["3 Bruttomonatsmieten", "3 Bruttomonatsmieten", "2 Bruttomonatsmieten"])
        : "6 Bruttomonatsmieten",
    abstand: !sale && kitchen && residential && rng.chance(0.15) ? round(rng.float(2500, 6000), 100) : kind === "gastro" ? 35_000 : null,
    aussen_courtage: sale ? "3 % des Kaufpreises zzgl. 20 % USt." : residential ? "provisionsfrei" : "3 Bruttomonatsmieten zzgl. 20 % USt.",
    reparaturruecklage_netto: reserve,
    summemietenetto_brutto: grossRent && netRent ? money(netRent * (residential ? 1.1 : 1.2)) : null,
    monatlichekostenbrutto: monthly,
    kontakt_name: agent.nachname,
    kontakt_vorname: agent.vorname,
    kontakt_tel: agent.phone,
    kontakt_email: agent.email,
    kontakt_firma: "Donau Estate Immobilien GmbH",
    kontakt_url: "https://www.donau-estate.example",
    kontakt_feedback_email: agent.email,
    extraAmenities,
    active: special.withdrawn ? 0 : 1,
    withdrawn_at: special.withdrawn ? "2026-10-15T09:00:00.000Z" : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  // A plot's facts (ADR 0339): its Widmung and Erschließung, which the description then states.
  row.widmung = isLand ? draft.widmung : null;
  row.erschliessung = isLand ? (facts.serviced ? "VOLLERSCHLOSSEN" : "ORTSUEBLICHERSCHLOSSEN") : null;
  row.bebaubar_nach = null;
  row.altlasten = null;
  // What decides a visit (ADR 0362): Heizung, Zustand and 'verfügbar ab' as the feed's codes, and
  // the Ausstattung the description names. Derived from the kind, the year, the place and the
  // text plan, so the description written from them never contradicts them.
  const floorHeating = facts.floorHeating || highlights.some((h) => h.startsWith("Fußbodenheizung"));
  Object.assign(row, homeFacts({ index, kind, group, loc, year, isLand, floorHeating, facts }));
  Object.assign(row, runningCosts(row, { group, sale, residential, area, rng: createRandom(number * 7 + 5) }));
  row.verfuegbar_ab = /vereinbarung/i.test(available) ? "nach Vereinbarung" : available;
  // A rent's term, as the description states it ('unbefristet' or five years).
  row.befristung = sale ? null : facts.term;
  for (const [claim, key] of DESCRIBED_AMENITIES) if (facts[claim] && !extraAmenities.includes(key)) extraAmenities.push(key);
  if (kitchen === "Offene Küche" || facts.openKitchen) extraAmenities.push("offene_kueche");
  if (kitchen === "Teeküche") extraAmenities.push("teekueche");
  // A second bathroom has a tub; a pre-war flat has its parquet (the texts never say otherwise).
  if (residential && baths >= 2) extraAmenities.push("badewanne");
  if (group === "apartment" && year < 1945 && !extraAmenities.includes("parkett")) extraAmenities.push("parkett");
  for (const key of kindAmenities({ index, kind, group, sale, area, rooms, year, special }))
    if (!extraAmenities.includes(key)) extraAmenities.push(key);
  if (parkingSpaces && (kind === "neubau" || group === "office")) extraAmenities.push("tiefgarage");

  // The texts last, from the finished facts, in the listing's own text stream.
  const t = createRandom(number * 7 + 3);
  const subject = {
    ...row,
    ...draft,
    amenities: extraAmenities,
    floorPlanLayout: special.media ? FLOOR_PLAN_LAYOUT : null,
  };
  const stated = { ...facts, zustand: row.zustand, befeuerung: row.befeuerung, parquet: extraAmenities.includes("parkett") };
  stated.floorHeating = String(row.heizungsart ?? "").includes("FUSSBODEN");
  row.objektbeschreibung = describeProperty(subject, stated, t);
  row.lage = lageText(subject, t);
  return row;
}

/**
 * The ausstattung flags a listing of this kind plausibly carries in a feed (fixtures/openimmo), so
 * every Ausstattung chip has seeded listings: an Altbau bath with a window, a villa's fireplace and
 * sauna, cable TV in new flats, a shared flat's rooms, the fittings of offices, restaurants and halls.
 */
function kindAmenities({ index, kind, group, sale, area, rooms, year, special }) {
  const keys = [];
  if (group === "apartment" && year < 1945 && index % 2 === 0) keys.push("bad_fenster");
  if (group === "villa") keys.push("kamin", ...(index % 2 === 0 ? ["sauna"] : []));
  if (kind === "neubau") keys.push("kabel_sat_tv");
  if (group === "apartment" && !sale && rooms >= 4 && !special.furnished) keys.push("wg_geeignet");
  if (group === "office") keys.push("dv_verkabelung", ...(area >= 400 ? ["kantine"] : []));
  if (kind === "gastro") keys.push("gastterrasse");
  if (kind === "lager") keys.push("laderampe", "hebebuehne", ...(area >= 900 ? ["kran"] : []));
  return keys;
}

/** Amenities the text plan gives a listing, which its description then names (texts.mjs). */
const DESCRIBED_AMENITIES = [
  ["parquet", "parkett"],
  ["fireplace", "kamin"],
  ["alarm", "alarmanlage"],
];

/**
 * Heizungsart, Befeuerung and Zustand of a seeded listing, as OpenImmo codes: Viennese Altbau
 * heats by gas-fired Etagenheizung or Fernwärme, new flats by Fernwärme (with floor heating from
 * 2015, as their texts say), houses by heat pump or a central boiler; a plot has neither.
 */
function homeFacts({ index, kind, group, loc, year, isLand, floorHeating, facts }) {
  if (isLand || !year) return { heizungsart: null, befeuerung: null, zustand: null };
  const vienna = loc.bundesland === "Wien";
  const floor = floorHeating;
  let systems;
  let fuel;
  if (group === "house" || group === "villa") {
    [systems, fuel] = year >= 2010 ? [["FUSSBODEN"], "LUFTWP"] : [["ZENTRAL"], index % 2 === 0 ? "GAS" : "PELLET"];
  } else if (year >= 1995) {
    [systems, fuel] = vienna ? [["FERN"], null] : [["ZENTRAL"], "GAS"];
  } else {
    const choice = index % 3;
    [systems, fuel] = choice === 0 ? [["ETAGE"], "GAS"] : choice === 1 && vienna ? [["FERN"], null] : [["ZENTRAL"], "GAS"];
  }
  if (floor && !systems.includes("FUSSBODEN")) systems.push("FUSSBODEN");
  const zustand =
    year >= 2024
      ? "ERSTBEZUG"
      : year >= 2015
        ? "NEUWERTIG"
        : facts.newRoof
          ? "ERSTBEZUG"
          : facts.renovated
            ? "VOLL_SANIERT"
            : kind === "gastro" || group === "commercial"
              ? "GEPFLEGT"
              : index % 4 === 0
                ? "TEIL_VOLLRENOVIERT"
                : "GEPFLEGT";
  const order = ["OFEN", "ETAGE", "ZENTRAL", "FERN", "FUSSBODEN"];
  return {
    heizungsart: order.filter((code) => systems.includes(code)).join(", "),
    befeuerung: fuel,
    zustand,
  };
}

/**
 * Running costs the heating implies (ADR 0388), from a stream of their own so no other figure
 * moves: a house or villa states its Betriebskosten (Grundsteuer, Versicherung, Wasser, Müll)
 * and its heating, as the owner pays them; a flat heated centrally or by Fernwärme gets its
 * Heizkosten (20 % USt.) in its gross figures. A gas Etagenheizung is billed by the supplier.
 */
function runningCosts(row, { group, sale, residential, area, rng }) {
  const systems = String(row.heizungsart ?? "");
  const fromHouse = /ZENTRAL|FERN/.test(systems);
  if (group === "house" || group === "villa") {
    if (!sale) return {};
    const pump = row.befeuerung === "LUFTWP";
    return {
      betriebskostennetto: money(area * rng.float(1.1, 1.6)),
      heizkostennetto: money(area * (pump ? rng.float(0.45, 0.7) : rng.float(0.9, 1.3))),
    };
  }
  if (group !== "apartment" || !fromHouse || isPositiveHeating(row.heizkostennetto)) return {};
  const heating = money(area * rng.float(0.9, 1.4));
  if (sale) {
    return row.monatlichekostenbrutto
      ? { heizkostennetto: heating, monatlichekostenbrutto: money(row.monatlichekostenbrutto + heating * 1.2) }
      : {};
  }
  if (!residential || !row.gesamtmietebrutto) return {};
  const gross = money(row.gesamtmietebrutto + heating * 1.2);
  return { heizkostennetto: heating, gesamtmietebrutto: gross, gesamtbelastungbrutto: gross };
}
const isPositiveHeating = (value) => typeof value === "number" && value > 0;

/** First objektnr_intern of the curated list; each next one is a little higher. */
const CURATED_START = 210_101;
/** Synthetic rows (benchmarks) use their own range, so they never collide with curated ones. */
export const SYNTHETIC_START = 400_001;

/**
 * `count` demo properties: the curated list first (its own numbers), then synthetic rows that
 * cycle through places, kinds and offers. Same count → same rows, byte for byte.
 */
export function buildProperties(count = CURATED.length) {
  const rows = [];
  // Per call, so the same count still gives the same rows.
  const coversGiven = new Map();
  let number = CURATED_START;
  for (let i = 0; i < Math.min(count, CURATED.length); i++) {
    const [place, kind, offer, special] = CURATED[i];
    const loc = locationByKey.get(place);
    if (!loc) throw new Error(`unknown place ${place}`);
    number += 7 + ((i * 13) % 29);
    rows.push(buildProperty({ index: i, number, loc, kind, offer, special, rng: createRandom(1000 + i), coversGiven }));
  }
  const kinds = Object.keys(KINDS);
  for (let i = CURATED.length; i < count; i++) {
    const rng = createRandom(50_000 + i);
    const loc = LOCATIONS[i % LOCATIONS.length];
    const kind = kinds[(i * 7) % kinds.length];
    const rentable = KINDS[kind].rent !== null;
    const offer = rentable && rng.chance(0.45) ? M : K;
    rows.push(buildProperty({ index: i, number: SYNTHETIC_START + (i - CURATED.length), loc, kind, offer, special: {}, rng, coversGiven }));
  }
  return distinctTitles(rows);
}

/**
 * No two listings under one title (review 63: "Neubau-Wohnung in Top-Lage mit Balkon" in Baden
 * and in Brunn): a repeated title gets its place ('in Baden', 'im 19. Bezirk'). After every
 * random draw, so no seeded figure moves.
 */
function distinctTitles(rows) {
  const taken = new Set();
  for (const row of rows) {
    if (taken.has(row.objekttitel)) {
      const district = row.ort === "Wien" ? Number(String(row.plz).slice(1, 3)) : null;
      const place = district ? `im ${district}. Bezirk` : `in ${row.ort}`;
      if (!row.objekttitel.endsWith(place)) row.objekttitel = `${row.objekttitel} ${place}`;
    }
    taken.add(row.objekttitel);
  }
  return rows;
}
