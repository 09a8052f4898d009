// Where each seeded street runs: a simplified line ([lon, lat] points, hand-drawn after the city
// map, good to a few dozen metres) per place and street of locations.mjs. The seed puts a listing
// on its street's line, and the demo basemap (scripts/map-demo.mjs) draws the same lines, so the
// circle on a detail map covers the street the title and the Lage text name.

/** Lines by place key (locations.mjs `key`), then street name. */
export const STREETS = {
  1010: {
    Singerstraße: [
      [16.3719, 48.2077],
      [16.3738, 48.2073],
      [16.3758, 48.2068],
    ],
    Bäckerstraße: [
      [16.3747, 48.2093],
      [16.3758, 48.2092],
      [16.377, 48.209],
    ],
    Wollzeile: [
      [16.3738, 48.2091],
      [16.3768, 48.2079],
      [16.3795, 48.2066],
    ],
    Annagasse: [
      [16.3707, 48.204],
      [16.372, 48.2038],
      [16.3733, 48.2036],
    ],
    Schottengasse: [
      [16.3652, 48.2118],
      [16.3637, 48.213],
      [16.3622, 48.2141],
    ],
    Judenplatz: [
      [16.3686, 48.2117],
      [16.3699, 48.2113],
    ],
    Rotenturmstraße: [
      [16.3731, 48.2087],
      [16.375, 48.21],
      [16.3768, 48.2114],
    ],
  },
  1020: {
    Praterstraße: [
      [16.382, 48.2128],
      [16.387, 48.2155],
      [16.3915, 48.2182],
    ],
    Karmelitergasse: [
      [16.3772, 48.2155],
      [16.3785, 48.2172],
    ],
    "Große Mohrengasse": [
      [16.3852, 48.2148],
      [16.3835, 48.2185],
      [16.3822, 48.2215],
    ],
    Vorgartenstraße: [
      [16.3935, 48.2215],
      [16.3995, 48.2248],
      [16.406, 48.2275],
    ],
    Ausstellungsstraße: [
      [16.3945, 48.2175],
      [16.402, 48.2155],
      [16.409, 48.214],
    ],
  },
  1030: {
    Rochusgasse: [
      [16.3905, 48.2027],
      [16.3935, 48.201],
    ],
    Ungargasse: [
      [16.3845, 48.203],
      [16.3858, 48.1995],
    ],
    Salesianergasse: [
      [16.3808, 48.201],
      [16.3818, 48.198],
      [16.3824, 48.1955],
    ],
    Rennweg: [
      [16.3765, 48.1982],
      [16.3805, 48.1962],
      [16.3855, 48.1945],
    ],
    "Landstraßer Hauptstraße": [
      [16.3855, 48.2058],
      [16.3915, 48.2025],
      [16.395, 48.2003],
    ],
    Kolonitzgasse: [
      [16.3905, 48.2085],
      [16.3935, 48.207],
    ],
    Weißgerberlände: [
      [16.3885, 48.2112],
      [16.3935, 48.2095],
      [16.3985, 48.207],
    ],
  },
  1040: {
    Favoritenstraße: [
      [16.371, 48.1975],
      [16.373, 48.1925],
      [16.3755, 48.1875],
    ],
    Schleifmühlgasse: [
      [16.3635, 48.1978],
      [16.367, 48.1962],
      [16.369, 48.1955],
    ],
    Mayerhofgasse: [
      [16.37, 48.1925],
      [16.3728, 48.1935],
    ],
    "Wiedner Hauptstraße": [
      [16.369, 48.1985],
      [16.3665, 48.193],
      [16.363, 48.187],
      [16.359, 48.181],
    ],
    Argentinierstraße: [
      [16.3725, 48.1982],
      [16.375, 48.1935],
      [16.3775, 48.1885],
    ],
    Paulanergasse: [
      [16.3678, 48.1952],
      [16.3715, 48.1955],
    ],
  },
  1050: {
    "Schönbrunner Straße": [
      [16.361, 48.196],
      [16.3545, 48.192],
      [16.347, 48.188],
      [16.34, 48.1845],
    ],
    Ziegelofengasse: [
      [16.3585, 48.1935],
      [16.36, 48.19],
    ],
    Margaretenstraße: [
      [16.3648, 48.1975],
      [16.36, 48.1925],
      [16.3545, 48.188],
      [16.347, 48.1825],
    ],
    Rüdigergasse: [
      [16.356, 48.1935],
      [16.3575, 48.1905],
    ],
    Siebenbrunnenfeldgasse: [
      [16.35, 48.185],
      [16.3555, 48.184],
    ],
  },
  1060: {
    "Gumpendorfer Straße": [
      [16.361, 48.1998],
      [16.352, 48.1965],
      [16.344, 48.193],
      [16.339, 48.1905],
    ],
    Mollardgasse: [
      [16.3515, 48.193],
      [16.3455, 48.1905],
      [16.3405, 48.188],
    ],
    Esterházygasse: [
      [16.3535, 48.199],
      [16.3525, 48.196],
    ],
    Stumpergasse: [
      [16.344, 48.1958],
      [16.347, 48.1935],
    ],
    Kaunitzgasse: [
      [16.3545, 48.1985],
      [16.3555, 48.1965],
    ],
    "Mariahilfer Straße": [
      [16.359, 48.202],
      [16.35, 48.1985],
      [16.339, 48.196],
    ],
  },
  1070: {
    Siebensterngasse: [
      [16.3565, 48.2022],
      [16.35, 48.2013],
      [16.3445, 48.2007],
    ],
    Zollergasse: [
      [16.353, 48.1995],
      [16.3525, 48.2018],
    ],
    Kirchengasse: [
      [16.3518, 48.1993],
      [16.352, 48.2045],
    ],
    Neustiftgasse: [
      [16.357, 48.2055],
      [16.348, 48.205],
      [16.34, 48.2045],
    ],
    Burggasse: [
      [16.3575, 48.2042],
      [16.348, 48.2038],
      [16.34, 48.2033],
    ],
    Lindengasse: [
      [16.3525, 48.2002],
      [16.347, 48.1998],
      [16.341, 48.199],
    ],
    Schottenfeldgasse: [
      [16.343, 48.1977],
      [16.342, 48.203],
      [16.3405, 48.208],
    ],
  },
  1080: {
    "Lange Gasse": [
      [16.3515, 48.2058],
      [16.351, 48.2105],
      [16.3505, 48.2148],
    ],
    Piaristengasse: [
      [16.3482, 48.2058],
      [16.3484, 48.213],
    ],
    "Josefstädter Straße": [
      [16.355, 48.21],
      [16.347, 48.2098],
      [16.34, 48.21],
    ],
    Albertgasse: [
      [16.343, 48.2058],
      [16.3438, 48.214],
    ],
    Laudongasse: [
      [16.355, 48.2135],
      [16.348, 48.213],
      [16.344, 48.2125],
    ],
  },
  1090: {
    Porzellangasse: [
      [16.3635, 48.218],
      [16.3605, 48.2222],
      [16.358, 48.226],
    ],
    Liechtensteinstraße: [
      [16.361, 48.2168],
      [16.357, 48.2215],
      [16.354, 48.2265],
    ],
    Berggasse: [
      [16.3675, 48.218],
      [16.363, 48.2186],
      [16.359, 48.2178],
    ],
    Servitengasse: [
      [16.3618, 48.2205],
      [16.366, 48.2208],
    ],
    "Währinger Straße": [
      [16.3615, 48.2155],
      [16.3565, 48.2195],
      [16.351, 48.225],
    ],
    "Nußdorfer Straße": [
      [16.353, 48.225],
      [16.3525, 48.2315],
    ],
  },
  1130: {
    Maxingstraße: [
      [16.303, 48.186],
      [16.3015, 48.181],
      [16.3005, 48.177],
    ],
    Gloriettegasse: [
      [16.2995, 48.186],
      [16.297, 48.181],
      [16.2955, 48.177],
    ],
    Auhofstraße: [
      [16.296, 48.1885],
      [16.285, 48.1895],
      [16.272, 48.191],
    ],
    "Lainzer Straße": [
      [16.295, 48.1858],
      [16.287, 48.181],
      [16.279, 48.176],
    ],
    Trauttmansdorffgasse: [
      [16.296, 48.185],
      [16.2925, 48.181],
    ],
    Wattmanngasse: [
      [16.298, 48.1835],
      [16.2935, 48.1815],
    ],
  },
  1180: {
    Gentzgasse: [
      [16.347, 48.2262],
      [16.339, 48.229],
      [16.331, 48.2315],
    ],
    Cottagegasse: [
      [16.346, 48.2345],
      [16.339, 48.2345],
      [16.332, 48.2355],
    ],
    "Anastasius-Grün-Gasse": [
      [16.337, 48.231],
      [16.3345, 48.2345],
    ],
    Kutschkergasse: [
      [16.343, 48.225],
      [16.341, 48.2285],
    ],
    Hockegasse: [
      [16.33, 48.233],
      [16.328, 48.2365],
    ],
  },
  1190: {
    Himmelstraße: [
      [16.347, 48.2575],
      [16.34, 48.257],
      [16.332, 48.2555],
    ],
    "Sieveringer Straße": [
      [16.3415, 48.2462],
      [16.332, 48.248],
      [16.322, 48.25],
    ],
    "Grinzinger Allee": [
      [16.346, 48.2445],
      [16.348, 48.25],
      [16.35, 48.2555],
    ],
    Armbrustergasse: [
      [16.356, 48.2495],
      [16.361, 48.251],
    ],
    Krottenbachstraße: [
      [16.3455, 48.239],
      [16.333, 48.2405],
      [16.32, 48.243],
      [16.31, 48.246],
    ],
    Cobenzlgasse: [
      [16.349, 48.2565],
      [16.344, 48.26],
      [16.338, 48.263],
    ],
  },
  1210: {
    "Brünner Straße": [
      [16.4005, 48.257],
      [16.403, 48.27],
      [16.406, 48.283],
    ],
    "Prager Straße": [
      [16.398, 48.2575],
      [16.393, 48.268],
      [16.388, 48.279],
    ],
    "Schloßhofer Straße": [
      [16.396, 48.2565],
      [16.403, 48.258],
      [16.409, 48.26],
    ],
    "Jedleseer Straße": [
      [16.3955, 48.2575],
      [16.388, 48.262],
      [16.38, 48.268],
    ],
  },
  1220: {
    "Wagramer Straße": [
      [16.415, 48.233],
      [16.433, 48.242],
      [16.45, 48.253],
    ],
    Seestadtstraße: [
      [16.5, 48.225],
      [16.508, 48.228],
    ],
    "Erzherzog-Karl-Straße": [
      [16.467, 48.221],
      [16.456, 48.23],
      [16.447, 48.238],
    ],
    "Hirschstettner Straße": [
      [16.463, 48.234],
      [16.472, 48.24],
    ],
    "Donau-City-Straße": [
      [16.413, 48.233],
      [16.417, 48.235],
    ],
    Lavaterstraße: [
      [16.457, 48.242],
      [16.462, 48.245],
    ],
  },
  1230: {
    "Breitenfurter Straße": [
      [16.305, 48.162],
      [16.295, 48.154],
      [16.283, 48.146],
      [16.27, 48.14],
    ],
    Ketzergasse: [
      [16.288, 48.136],
      [16.286, 48.129],
      [16.284, 48.1235],
    ],
    "Perchtoldsdorfer Straße": [
      [16.292, 48.135],
      [16.283, 48.129],
      [16.276, 48.124],
    ],
    "Rodauner Straße": [
      [16.272, 48.148],
      [16.267, 48.14],
      [16.262, 48.132],
    ],
  },
  Mödling: {
    Hauptstraße: [
      [16.285, 48.0858],
      [16.29, 48.086],
      [16.2945, 48.0865],
    ],
    "Enzersdorfer Straße": [
      [16.293, 48.0875],
      [16.296, 48.092],
    ],
    "Neusiedler Straße": [
      [16.295, 48.0855],
      [16.302, 48.084],
    ],
    "Brühler Straße": [
      [16.284, 48.0862],
      [16.276, 48.086],
      [16.269, 48.0855],
    ],
    Meiereigasse: [
      [16.287, 48.083],
      [16.29, 48.0815],
    ],
  },
  Korneuburg: {
    "Stockerauer Straße": [
      [16.332, 48.3465],
      [16.327, 48.351],
      [16.322, 48.356],
    ],
    Hauptplatz: [
      [16.3325, 48.3448],
      [16.334, 48.3458],
    ],
    "Laaer Straße": [
      [16.3345, 48.347],
      [16.339, 48.352],
      [16.343, 48.357],
    ],
    Donaustraße: [
      [16.334, 48.344],
      [16.337, 48.341],
      [16.34, 48.3385],
    ],
  },
  Klosterneuburg: {
    "Wiener Straße": [
      [16.326, 48.304],
      [16.332, 48.299],
      [16.338, 48.293],
    ],
    Albrechtsbergergasse: [
      [16.325, 48.307],
      [16.3275, 48.309],
    ],
    Martinstraße: [
      [16.3245, 48.31],
      [16.329, 48.312],
    ],
    "Kierlinger Straße": [
      [16.323, 48.306],
      [16.312, 48.308],
      [16.3, 48.3095],
    ],
    Buchberggasse: [
      [16.318, 48.303],
      [16.32, 48.3],
    ],
  },
  "Brunn am Gebirge": {
    "Wiener Straße": [
      [16.289, 48.115],
      [16.288, 48.108],
      [16.287, 48.101],
    ],
    Liechtensteinstraße: [
      [16.2855, 48.106],
      [16.28, 48.105],
    ],
    "Enzersdorfer Straße": [
      [16.288, 48.104],
      [16.291, 48.099],
    ],
    "Franz-Weiß-Straße": [
      [16.29, 48.1085],
      [16.296, 48.1095],
    ],
  },
  Perchtoldsdorf: {
    Hochstraße: [
      [16.266, 48.1185],
      [16.27, 48.115],
    ],
    "Wiener Gasse": [
      [16.267, 48.12],
      [16.271, 48.1235],
      [16.275, 48.126],
    ],
    Sonnbergstraße: [
      [16.26, 48.121],
      [16.256, 48.124],
    ],
    Marktplatz: [
      [16.265, 48.119],
      [16.2665, 48.1198],
    ],
    "Brunner Gasse": [
      [16.267, 48.1185],
      [16.272, 48.115],
      [16.277, 48.112],
    ],
  },
  Baden: {
    "Vöslauer Straße": [
      [16.2335, 48.005],
      [16.231, 47.999],
      [16.229, 47.993],
    ],
    Weilburgstraße: [
      [16.23, 48.006],
      [16.223, 48.0055],
      [16.215, 48.0045],
    ],
    Helenenstraße: [
      [16.227, 48.005],
      [16.22, 48.003],
    ],
    Mühlgasse: [
      [16.234, 48.002],
      [16.238, 48],
    ],
    "Kaiser-Franz-Ring": [
      [16.23, 48.009],
      [16.234, 48.0095],
      [16.237, 48.008],
    ],
  },
};

const M_PER_DEG = 111_320;

/** The line of `street` in place `key`; throws for a street the table lacks (a seed bug). */
export function streetLine(key, street) {
  const line = STREETS[key]?.[street];
  if (!line) throw new Error(`no line for ${street} in ${key}`);
  return line;
}

/** Local metres east/north of `origin` (equirectangular; fine for a few kilometres). */
function toMetres([lon, lat], [lon0, lat0]) {
  return [(lon - lon0) * M_PER_DEG * Math.cos((lat0 * Math.PI) / 180), (lat - lat0) * M_PER_DEG];
}

/**
 * The point at share `along` (0-1) of the line's length, moved `aside` metres to its left (minus:
 * right): a house on the street, not its centre line.
 */
export function pointOnLine(line, along, aside) {
  const origin = line[0];
  const pts = line.map((p) => toMetres(p, origin));
  const lengths = pts.slice(1).map((p, i) => Math.hypot(p[0] - pts[i][0], p[1] - pts[i][1]));
  let rest = Math.min(Math.max(along, 0), 1) * lengths.reduce((a, b) => a + b, 0);
  let i = 0;
  while (i < lengths.length - 1 && rest > lengths[i]) rest -= lengths[i++];
  const [ax, ay] = pts[i];
  const [bx, by] = pts[i + 1];
  const t = lengths[i] ? rest / lengths[i] : 0;
  const nx = -(by - ay) / (lengths[i] || 1);
  const ny = (bx - ax) / (lengths[i] || 1);
  const x = ax + t * (bx - ax) + nx * aside;
  const y = ay + t * (by - ay) + ny * aside;
  const cos = Math.cos((origin[1] * Math.PI) / 180);
  return { lon: origin[0] + x / (M_PER_DEG * cos), lat: origin[1] + y / M_PER_DEG };
}

/** The line's length in metres. */
export function lineLength(line) {
  const pts = line.map((p) => toMetres(p, line[0]));
  return pts.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - pts[i][0], p[1] - pts[i][1]), 0);
}

/**
 * A house number that fits where a point lies on the street: counted from the line's start, odd
 * on its left and even on its right, about one building every 28 m a side, as on Praterstraße or Singerstraße (a street
 * of 250 m ends near 18, not at 78).
 */
export function houseNumberAt(line, along, aside) {
  const perSide = Math.max(2, Math.round(lineLength(line) / 28));
  const k = Math.min(perSide - 1, Math.floor(Math.min(Math.max(along, 0), 1) * perSide));
  return aside >= 0 ? 2 * k + 1 : 2 * k + 2;
}

/** Metres from a point to the nearest point of the line. */
export function distanceToLine(line, { lat, lon }) {
  const origin = line[0];
  const [px, py] = toMetres([lon, lat], origin);
  const pts = line.map((p) => toMetres(p, origin));
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
    const t = Math.min(1, Math.max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len2));
    best = Math.min(best, Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))));
  }
  return best;
}
