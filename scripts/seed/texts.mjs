// German copy for the demo properties: titles, HTML descriptions and Lage texts written from the
// listing's own facts (rooms, area, year, kitchen, heating, term), so that no sentence contradicts
// the key facts beside it. Wording is drawn from a text stream of its own (seeded by the listing);
// the few choices that decide facts (an open kitchen, a renovation, the lease term …) are drawn
// from the listing's main stream in the order the seed always drew them (drawTextPlan), so every
// other seeded value stays as it was.
import { areaOf } from "./locations.mjs";

const fmt = (value) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(value);
/** An area as the key facts show it: '151,5', '164', '3.418'. */
export const fmtArea = (value) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(value);

const WORDS = ["kein", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"];
/** 'zwei' … 'zwölf', digits above. */
const word = (n) => WORDS[n] ?? String(n);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'a, b und c'. */
const listing = (items) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`);

/** 'in der Rochusgasse', but 'am Rennweg', 'am Hauptplatz'. */
export const inStreet = (street) => (/(straße|gasse|allee|lände|zeile)$/i.test(street) ? `in der ${street}` : `am ${street}`);

const ETAGE_TEXT = { EG: "im Erdgeschoss", DG: "im Dachgeschoss" };
const etageText = (etage) => ETAGE_TEXT[etage] ?? `im ${etage}. Obergeschoss`;

/** Before the First World War: the only buildings called Altbau, with Stuck and Kastenfenster. */
const isOld = (year) => year !== null && year !== undefined && year < 1918;
/** 'Jahrhundertwende' only for a house built around 1900 (1890-1914); 1880 is Gründerzeit. */
export const turnOfCentury = (year) => year !== null && year !== undefined && year >= 1890 && year <= 1914;
const decade = (year) => `${Math.floor(year / 10) * 10}er-Jahren`;

// ---------------------------------------------------------------------------------------------
// The plan: the main stream's draws, in the order and number the seed has always made them.

/** How many templates each choice had: a draw's outcome depends on the length it was drawn over. */
const BUILDING_CHOICES = { altbau: 4, neubau: 4, dach: 3, garten: 3, maisonette: 3, klein: 3 };
const APARTMENT_BODIES = { altbau: 3, neubau: 3, dach: 2, garten: 2, maisonette: 2, klein: 2 };
const COMMERCIAL_BODIES = { laden: 2, gastro: 1, lager: 1, zinshaus: 2 };
const KITCHEN_WORDS = ["offen", "wohnkueche", "einbau"];
const RENOVATION_TIMES = ["2019", "2021", "2022", "2023", "2024", "vor wenigen Jahren"];

function introChoices(p) {
  if (p.group === "apartment") return 5;
  if (p.group === "house") return 4;
  if (p.group === "land") return p.kind === "grundGewerbe" ? 1 : 3;
  if (p.group === "commercial") return 2;
  return 3;
}

function bodyChoices(p) {
  if (p.group === "apartment") return APARTMENT_BODIES[p.kind] ?? 3;
  if (p.group === "land") return p.kind === "grundGewerbe" ? 1 : 3;
  if (p.group === "commercial") return COMMERCIAL_BODIES[p.kind] ?? 2;
  return 3;
}

function closingChoices(p) {
  if (p.angebot_typ === "Kauf") return p.group === "apartment" ? 3 : 2;
  return p.group === "office" || p.group === "commercial" ? 2 : 3;
}

const index = (rng, length) => Math.floor(rng.next() * length);

/**
 * The text choices drawn from the listing's main stream (`rng`), exactly as many draws as the seed
 * made before its texts were rewritten: the figures drawn after them keep their values.
 */
export function drawTextPlan(p, rng) {
  const adjective = rng.next();
  rng.next(); // the offer's opening words
  if (p.balkon_terrasse_flaeche && p.kind !== "dach" && p.kind !== "garten") rng.next(); // 'Balkon' or 'Freibereich'
  const kitchen = p.kueche && p.kueche !== "nein" ? KITCHEN_WORDS[index(rng, 3)] : null;
  const renovated = rng.pick(RENOVATION_TIMES);
  rng.next(); // an office building's kind
  const building = index(rng, BUILDING_CHOICES[p.kind] ?? 4);
  rng.next(); // the layout sentence
  const intro = index(rng, introChoices(p));
  const body = index(rng, bodyChoices(p));
  let parts = 2;
  if (p.highlights.length > 0 && rng.chance(0.75)) parts++;
  if (rng.chance(0.8)) {
    parts++;
    rng.next(); // which location sentence
  }
  const closing = parts < 4 || rng.chance(0.3) ? index(rng, closingChoices(p)) : null;
  return { adjective, kitchen, renovated, building, intro, body, closing };
}

/**
 * What the plan makes true of the listing: facts the seed stores (amenities, Zustand, Heizung,
 * Erschließung, Befristung) and the description then states.
 */
export function planFacts(p, plan) {
  const { kind, group } = p;
  const apartment = group === "apartment";
  const rent = p.angebot_typ !== "Kauf";
  const residential = apartment || group === "house" || group === "villa";
  return {
    openKitchen: plan.kitchen === "offen" && (apartment || (group === "house" && plan.body === 0)),
    parquet:
      (kind === "altbau" && (plan.body === 0 || plan.body === 2)) ||
      (kind === "neubau" && (plan.body === 0 || plan.body === 1)) ||
      (group === "villa" && plan.body === 2) ||
      (group === "office" && plan.body === 1),
    fireplace: (group === "house" && plan.body === 2) || (group === "villa" && plan.body === 0),
    alarm: group === "villa" && plan.body === 2,
    floorHeating: (kind === "neubau" && plan.body === 0) || (kind === "dach" && plan.body === 1) || (group === "villa" && plan.body === 2),
    newRoof: kind === "dach" && plan.building === 0,
    renovated:
      (kind === "altbau" && (plan.building === 2 || plan.body === 2)) ||
      (kind === "dach" && plan.building === 1) ||
      (kind === "maisonette" && plan.building === 2) ||
      (group === "villa" && plan.intro === 1) ||
      (kind === "zinshaus" && plan.body === 1),
    serviced: group === "land" && (kind === "grundGewerbe" || plan.intro === 0 || plan.body === 0),
    term: rent && residential && plan.closing !== null ? (["unbefristet", "5 Jahre befristet"][plan.closing] ?? null) : null,
    renovatedWhen: plan.renovated,
  };
}

// ---------------------------------------------------------------------------------------------
// Shared phrases.

const SALE_LEADS = ["Zum Verkauf steht", "Wir bieten zum Kauf", "Exklusiv bei uns im Verkauf:"];
const RENT_LEADS = ["Zu vermieten ist", "Zur Miete angeboten wird", "Neu in der Vermietung:"];
const offerLead = (p, t) => t.pick(p.angebot_typ === "Kauf" ? SALE_LEADS : RENT_LEADS);

const OLD_ADJECTIVES = ["helle", "charmante", "großzügige", "ruhige", "elegante", "stilvolle", "gemütliche"];
const NEW_ADJECTIVES = ["helle", "sonnige", "großzügige", "ruhige", "moderne", "gut geschnittene"];
const adjectives = (year) => (isOld(year) ? OLD_ADJECTIVES : NEW_ADJECTIVES);
/** After 'ein' with a neuter noun: 'ein helles Haus'. */
const strongNeuter = (adj) => (adj.endsWith("e") ? `${adj}s` : `${adj}es`);

/** 'ein Badezimmer', 'zwei Badezimmer'. */
const baths = (n) => `${word(n ?? 1)} Badezimmer`;

/** The kitchen as the fact names it: nominative (= accusative) or, after 'mit', dative. */
export function kitchenPhrase(kueche, open, dative = false) {
  const [eine, e] = dative ? ["einer", "en"] : ["eine", "e"];
  const offene = open ? `offen${e} ` : "";
  switch (kueche) {
    case "Einbauküche":
      return `${eine} ${offene}Einbauküche`;
    case "Einbauküche mit Geräten":
      return `${eine} ${open ? `offen${e}, ` : ""}voll ausgestattet${e} Einbauküche`;
    case "Wohnküche":
      return `${eine} ${offene}Wohnküche`;
    case "Offene Küche":
      return `${eine} offen${e} Küche`;
    default:
      return `${dative ? "Anschlüssen" : "Anschlüsse"} für eine eigene Küche`;
  }
}

/** When it was renovated: 'im Jahr 2021', 'vor wenigen Jahren'. */
const when = (renovatedWhen) => (/^\d{4}$/.test(renovatedWhen) ? `im Jahr ${renovatedWhen}` : renovatedWhen);

function availability(available) {
  if (/vereinbarung/i.test(available)) return "nach Vereinbarung";
  if (available === "sofort") return "ab sofort";
  return `ab ${available}`;
}

/**
 * The building a flat is in, with its article, in both cases the templates need: 'in einem …'
 * (dative) and 'im 3. Obergeschoss eines …' (genitive). `year` decides what it may be called.
 */
export function buildingPhrases(p, facts) {
  const y = p.baujahr;
  const renovated = facts.zustand === "VOLL_SANIERT";
  if (p.kind === "dach" && facts.zustand === "ERSTBEZUG")
    return [{ dat: "einem Gründerzeithaus mit neuem Dachausbau", gen: "eines Gründerzeithauses mit neuem Dachausbau" }];
  if (isOld(y)) {
    if (renovated)
      return [
        turnOfCentury(y)
          ? { dat: "einem liebevoll sanierten Jahrhundertwendehaus", gen: "eines liebevoll sanierten Jahrhundertwendehauses" }
          : {
              dat: `einem liebevoll sanierten Gründerzeithaus aus dem Jahr ${y}`,
              gen: `eines liebevoll sanierten Gründerzeithauses aus dem Jahr ${y}`,
            },
        { dat: "einem sanierten Stilaltbau", gen: "eines sanierten Stilaltbaus" },
      ];
    return [
      { dat: `einem Gründerzeithaus aus dem Jahr ${y}`, gen: `eines Gründerzeithauses aus dem Jahr ${y}` },
      // "Wiener" only in Vienna: a Baden house is no Wiener Zinshaus (review 65 I2).
      p.loc?.ort === "Wien"
        ? { dat: "einem klassischen Wiener Zinshaus", gen: "eines klassischen Wiener Zinshauses" }
        : { dat: "einem klassischen Zinshaus", gen: "eines klassischen Zinshauses" },
      { dat: "einem Stilaltbau mit gepflegtem Stiegenhaus", gen: "eines Stilaltbaus mit gepflegtem Stiegenhaus" },
    ];
  }
  if (y < 1990)
    return [
      { dat: `einem gepflegten Wohnhaus aus den ${decade(y)}`, gen: `eines gepflegten Wohnhauses aus den ${decade(y)}` },
      { dat: `einem Haus aus dem Jahr ${y}`, gen: `eines Hauses aus dem Jahr ${y}` },
    ];
  if (p.kind === "garten")
    return [
      { dat: `einer kleinen Wohnhausanlage aus dem Jahr ${y}`, gen: `einer kleinen Wohnhausanlage aus dem Jahr ${y}` },
      { dat: "einem Wohnhaus mit begrüntem Innenhof", gen: "eines Wohnhauses mit begrüntem Innenhof" },
    ];
  if (y >= 2024) return [{ dat: `einem Neubau (Fertigstellung ${y})`, gen: `eines Neubaus (Fertigstellung ${y})` }];
  return [
    { dat: `einem Neubau aus dem Jahr ${y}`, gen: `eines Neubaus aus dem Jahr ${y}` },
    { dat: `einer Wohnhausanlage aus dem Jahr ${y}`, gen: `einer Wohnhausanlage aus dem Jahr ${y}` },
    { dat: "einem kleinen, hochwertigen Wohnprojekt", gen: "eines kleinen, hochwertigen Wohnprojekts" },
  ];
}

const para = (text) => `<p>${text}</p>`;

// ---------------------------------------------------------------------------------------------
// Flats.

function flatNoun(p) {
  if (p.anzahl_zimmer === 1) return "Einzimmerwohnung";
  if (p.kind === "maisonette") return "Maisonette";
  if (p.kind === "dach") return "Dachgeschosswohnung";
  if (p.kind === "garten") return "Gartenwohnung";
  return `${p.anzahl_zimmer}-Zimmer-Wohnung`;
}

function outdoorPhrase(p) {
  const size = p.balkon_terrasse_flaeche;
  const loggia = p.loggia_flaeche ? `eine Loggia mit ${fmtArea(p.loggia_flaeche)} m²` : null;
  const outdoor = !size
    ? null
    : p.kind === "dach"
      ? `eine Dachterrasse mit ${fmtArea(size)} m²`
      : p.kind === "garten"
        ? `eine Terrasse mit ${fmtArea(size)} m² und der eigene Garten`
        : `ein Balkon mit ${fmtArea(size)} m²`;
  return [outdoor, loggia].filter(Boolean).join(" und ") || null;
}

/** The rooms in words, matching anzahl_zimmer (and the floor plan where one is shown). */
function flatLayout(p, facts, t) {
  const extras = [
    kitchenPhrase(p.kueche, facts.openKitchen),
    baths(p.anzahl_badezimmer),
    ...(p.anzahl_sep_wc ? [p.anzahl_sep_wc === 1 ? "ein separates WC" : `${word(p.anzahl_sep_wc)} separate WCs`] : []),
    ...(p.anzahl_abstellraum ? ["ein Abstellraum"] : []),
  ];
  if (p.floorPlanLayout) return `${p.floorPlanLayout}.`;
  const rooms = p.anzahl_zimmer;
  if (rooms === 1 && p.kueche === "Wohnküche")
    // The Wohnküche is the flat's one room (1 Zimmer), not a room beside it.
    return t.pick([
      `Der einzige Raum ist eine Wohnküche, in der Wohnen, Kochen und Schlafen Platz finden; dazu kommen ${listing(extras.slice(1))}.`,
      `Wohnen, Kochen und Schlafen teilen sich einen Raum, die Wohnküche; dazu kommen ${listing(extras.slice(1))}.`,
    ]);
  if (rooms === 1)
    return t.pick([
      `Wohnen und Schlafen teilen sich einen Raum; dazu kommen ${listing(extras)}.`,
      `Der Wohnraum ist zugleich Schlafraum, gut möblierbar und hell; dazu kommen ${listing(extras)}.`,
    ]);
  if (p.kind === "maisonette")
    return `Die Wohnung erstreckt sich über zwei Ebenen, verbunden durch eine Innentreppe: unten Wohnen, Kochen und Essen, oben ${
      rooms === 2 ? "das Schlafzimmer" : `${word(rooms - 1)} weitere Zimmer`
    }. Dazu kommen ${listing(extras)}.`;
  if (rooms === 2)
    return t.pick([
      `Vom Vorraum aus erreichen Sie das Wohnzimmer und das Schlafzimmer; dazu kommen ${listing(extras)}.`,
      `Wohnzimmer und Schlafzimmer sind getrennt begehbar, dazu kommen ${listing(extras)}.`,
    ]);
  return t.pick([
    `Neben dem Wohnzimmer gibt es ${word(rooms - 1)} weitere Zimmer, als Schlaf-, Kinder- oder Arbeitszimmer nutzbar; dazu kommen ${listing(extras)}.`,
    `Die Raumaufteilung: ein Wohnzimmer und ${word(rooms - 1)} weitere Zimmer, dazu ${listing(extras)}.`,
    `Alle ${word(rooms)} Zimmer sind vom Vorraum aus begehbar, eines davon ist das Wohnzimmer; dazu kommen ${listing(extras)}.`,
  ]);
}

function flatCharacter(p, facts, t) {
  const y = p.baujahr;
  const sentences = [];
  if (isOld(y)) {
    sentences.push(
      p.kind === "dach"
        ? t.pick([
            "Dachschrägen mit sichtbaren Holzbalken und große Glasflächen prägen die Räume.",
            "Über den Dächern der Stadt: Der Wohnbereich öffnet sich zur Terrasse, die Räume sind bis zu vier Meter hoch.",
          ])
        : t.pick([
            "Rund 3,20 m Raumhöhe, Flügeltüren und Kastenfenster geben den Räumen ihren Altbaucharakter.",
            "Im Wohnbereich sind Stuckdecken und Doppelflügeltüren aus der Bauzeit erhalten.",
            turnOfCentury(y)
              ? "Hohe Räume, Kastenfenster und ein alter Kachelofen im Wohnzimmer erzählen von der Bauzeit um die Jahrhundertwende."
              : `Hohe Räume, Kastenfenster und ein alter Kachelofen im Wohnzimmer erzählen von der Bauzeit (${y}).`,
          ]),
    );
    if (facts.parquet && p.kind !== "dach")
      sentences.push(t.pick(["Auf den Böden liegt Fischgrätparkett.", "Die Böden sind aus Parkett."]));
  } else if (y >= 1990) {
    sentences.push(
      t.pick([
        "Bodentiefe Fenster holen viel Licht in die Räume.",
        "Der Grundriss kommt ohne verlorene Flächen aus.",
        "Großzügige Fensterflächen und klare Grundrisse machen die Wohnung alltagstauglich.",
      ]),
    );
    if (facts.parquet) sentences.push("In den Wohnräumen liegt Eichenparkett, in den Nassräumen großformatiges Feinsteinzeug.");
  } else {
    // One room or a furnished flat (review 64): no "Räume … leicht zu möblieren".
    const single = p.anzahl_zimmer === 1;
    const furnished = p.amenities.includes("moebliert");
    sentences.push(
      single
        ? "Der Grundriss nutzt jeden Quadratmeter."
        : furnished
          ? "Die Räume sind gut geschnitten."
          : "Die Räume sind gut geschnitten und leicht zu möblieren.",
    );
    if (facts.parquet) sentences.push(single ? "Der Boden ist aus Parkett." : "Die Wohnräume haben Parkettböden.");
  }
  if (facts.floorHeating) sentences.push("Eine Fußbodenheizung sorgt für gleichmäßige Wärme.");
  if (p.amenities.includes("klimaanlage")) sentences.push("Im Sommer kühlt eine Klimaanlage.");
  if (facts.zustand === "VOLL_SANIERT")
    sentences.push(`Die Wohnung wurde ${when(facts.renovatedWhen)} saniert: Elektrik, Leitungen und Bäder sind neu.`);
  if (facts.zustand === "ERSTBEZUG")
    sentences.push(p.kind === "dach" ? "Der Dachausbau ist neu, Sie beziehen die Wohnung als Erste." : "Die Wohnung ist ein Erstbezug.");
  if (facts.zustand === "TEIL_VOLLRENOVIERT") sentences.push("Bad und Küche wurden vor einigen Jahren erneuert.");
  return sentences.join(" ");
}

function flatText(p, facts, t) {
  const building = t.pick(buildingPhrases(p, facts));
  const adj = t.pick(adjectives(p.baujahr));
  const area = fmtArea(p.wohnflaeche);
  const rooms = p.anzahl_zimmer;
  const roomsNom = rooms === 1 ? "ein Zimmer" : `${word(rooms)} Zimmer`;
  const roomsDat = rooms === 1 ? "einem Zimmer" : `${word(rooms)} Zimmern`;
  const outdoor = outdoorPhrase(p);
  const etage = etageText(p.etage);
  const sale = p.angebot_typ === "Kauf";
  const intro = t.pick([
    `Diese ${adj} ${flatNoun(p)} mit ${area} m² Wohnfläche liegt ${etage} ${building.gen} ${inStreet(p.street)}.`,
    `${offerLead(p, t)} eine ${adj} Wohnung ${etage} ${building.gen}: ${area} m² Wohnfläche, ${roomsNom}${outdoor ? ` und ${outdoor}` : ""}.`,
    `Wohnen ${inStreet(p.street)}: ${area} m² Wohnfläche${rooms > 1 ? `, verteilt auf ${roomsNom}` : ""}${outdoor ? `, dazu ${outdoor}` : ""} – ${sale ? "zum Kauf" : "zur Miete"} in ${building.dat}.`,
    `${capital(etage)} ${building.gen} ${inStreet(p.street)} ${sale ? "steht" : "wird"} eine ${adj} Wohnung mit ${area} m² Wohnfläche und ${roomsDat} ${sale ? "zum Verkauf" : "vermietet"}.`,
  ]);
  const living = [];
  if (p.amenities.includes("moebliert")) living.push("Die Wohnung wird hochwertig möbliert vermietet, WLAN ist inklusive.");
  if (p.amenities.includes("haustiere")) living.push("Haustiere sind willkommen.");
  if (p.amenities.includes("barrierefrei")) living.push("Haus und Wohnung sind barrierefrei erreichbar.");
  return [para(intro), para([flatCharacter(p, facts, t), flatLayout(p, facts, t), ...living].join(" "))];
}

// ---------------------------------------------------------------------------------------------
// Houses and villas.

const HOUSES = {
  efh: { noun: "Einfamilienhaus", neuter: true },
  reihenhaus: { noun: "Reiheneckhaus", neuter: true },
  doppelhaus: { noun: "Doppelhaushälfte", neuter: false },
};

function heatingSentence(facts) {
  if (facts.befeuerung === "LUFTWP") return "Eine Luftwärmepumpe mit Fußbodenheizung hält die Betriebskosten niedrig.";
  if (facts.befeuerung === "GAS") return "Geheizt wird mit einer Gas-Zentralheizung.";
  if (facts.befeuerung === "PELLET") return "Eine Pelletsheizung sorgt für Wärme.";
  return "";
}

function houseText(p, facts, t) {
  const house = HOUSES[p.kind] ?? HOUSES.efh;
  const adj = t.pick(adjectives(p.baujahr));
  const ein = house.neuter ? `ein ${strongNeuter(adj)} ${house.noun}` : `eine ${adj} ${house.noun}`;
  const dieses = house.neuter ? `dieses ${adj} ${house.noun}` : `diese ${adj} ${house.noun}`;
  const area = fmtArea(p.wohnflaeche);
  const plot = fmt(p.plot);
  const rooms = p.anzahl_zimmer;
  const intro = t.pick([
    `Auf einem ${plot} m² großen Grundstück steht ${dieses} mit ${area} m² Wohnfläche, errichtet im Jahr ${p.baujahr}.`,
    `${offerLead(p, t)} ${ein} ${inStreet(p.street)}: ${area} m² Wohnfläche, ${rooms === 1 ? "ein Zimmer" : `${word(rooms)} Zimmer`} und ein ${plot} m² großes Grundstück mit Garten.`,
    `Platz für die ganze Familie: ${capital(dieses.replace(` ${adj}`, ""))} ${inStreet(p.street)} bietet ${area} m² Wohnfläche mit ${
      rooms === 1 ? "einem Zimmer" : `${word(rooms)} Zimmern`
    } auf einem ${plot} m² großen Grundstück.`,
    `Ruhig wohnen und trotzdem rasch in der Stadt: ${ein} mit ${area} m² Wohnfläche auf einem ${plot} m² großen Grundstück.`,
  ]);
  const inside = [
    `Im Erdgeschoss liegen der Wohn- und Essbereich mit ${kitchenPhrase(p.kueche, facts.openKitchen, true)}${
      p.anzahl_sep_wc ? " und ein Gäste-WC" : ""
    } sowie der Zugang zur Terrasse (${fmtArea(p.balkon_terrasse_flaeche)} m²).`,
    rooms > 2
      ? `Im Obergeschoss folgen ${word(rooms - 1)} Zimmer und ${baths(p.anzahl_badezimmer)}.`
      : `Im Obergeschoss liegen ${rooms === 2 ? "das Schlafzimmer" : "ein offener Wohnraum"} und ${baths(p.anzahl_badezimmer)}.`,
  ];
  if (facts.fireplace) inside.push("Ein Kamin im Wohnzimmer sorgt an Winterabenden für Gemütlichkeit.");
  const more = [heatingSentence(facts)];
  if (facts.zustand === "ERSTBEZUG") more.push("Das Haus ist neu errichtet, Sie ziehen als Erste ein.");
  else if (facts.zustand === "NEUWERTIG") more.push("Das Haus ist neuwertig.");
  else if (facts.zustand === "TEIL_VOLLRENOVIERT") more.push(`${capital(when(facts.renovatedWhen))} wurden Fenster und Bäder erneuert.`);
  else more.push(`Das Haus aus dem Jahr ${p.baujahr} wurde laufend gepflegt.`);
  if (p.kellerflaeche) more.push(`Der Keller (${fmtArea(p.kellerflaeche)} m²) bietet Platz für Hobbyraum, Waschküche und Vorräte.`);
  if (p.garagen_flaeche) more.push(`Zum Haus gehört eine Garage mit ${fmtArea(p.garagen_flaeche)} m².`);
  return [para(intro), para(inside.join(" ")), para(more.filter(Boolean).join(" "))];
}

/** A villa's name by its age: never 'herrschaftlich' or 'historisch' for a post-war house. */
function villaNoun(year) {
  if (year >= 1895 && year <= 1914) return "Jugendstilvilla";
  if (isOld(year)) return "Gründerzeitvilla";
  if (year < 1945) return "Villa aus der Zwischenkriegszeit";
  if (year < 2000) return `Villa aus den ${decade(year)}`;
  return "moderne Villa";
}

function villaText(p, facts, t) {
  const y = p.baujahr;
  const adj = t.pick(adjectives(y));
  const noun = villaNoun(y);
  const area = fmtArea(p.wohnflaeche);
  const plot = fmt(p.plot);
  const bedrooms = p.anzahl_zimmer - 2;
  const intro = t.pick([
    `${offerLead(p, t)} eine ${noun} ${inStreet(p.street)}: ${area} m² Wohnfläche, ${word(p.anzahl_zimmer)} Zimmer und ein eingewachsener Garten auf ${plot} m² Grund.`,
    `Großzügigkeit, Privatsphäre und viel Grün: Die ${adj} Villa ${inStreet(p.street)} bietet ${area} m² Wohnfläche auf einem ${plot} m² großen Grundstück.`,
    `Auf einem parkähnlichen Grundstück von ${plot} m² steht diese ${adj} Villa mit ${area} m² Wohnfläche und ${word(p.anzahl_zimmer)} Zimmern.`,
  ]);
  const history = isOld(y)
    ? `Die ${noun} stammt aus dem Jahr ${y}; Stuck${facts.parquet ? ", Parkett" : ""} und Kassettentüren aus der Bauzeit sind erhalten.`
    : y >= 2000
      ? `Die Villa wurde ${y} errichtet: klare Linien, große Glasflächen und fließende Übergänge nach draußen.`
      : `Die Villa wurde ${y} errichtet${facts.parquet ? " und hat Parkettböden" : ""}.`;
  const renovated = facts.zustand === "VOLL_SANIERT" ? ` ${capital(when(facts.renovatedWhen))} wurde sie umfassend saniert.` : "";
  const rooms = `Der Salon mit offenem Kamin öffnet sich zur Terrasse (${fmtArea(p.balkon_terrasse_flaeche)} m²); ${
    bedrooms > 1 ? `${word(bedrooms)} Schlafzimmer` : "das Schlafzimmer"
  }, ein Arbeitszimmer und ${baths(p.anzahl_badezimmer)} bieten Platz für Familie und Gäste.`;
  const equipment = [
    ...(facts.floorHeating && facts.befeuerung !== "LUFTWP" ? ["Fußbodenheizung"] : []),
    ...(p.amenities.includes("klimaanlage") ? ["Klimaanlage"] : []),
    ...(facts.alarm ? ["Alarmanlage"] : []),
    ...(p.amenities.includes("sauna") ? ["Sauna"] : []),
    ...(p.fahrstuhl === "ja" ? ["ein Personenlift"] : []),
  ];
  const more = [
    equipment.length > 0 ? `Zur Ausstattung gehören ${listing(equipment)}.` : "",
    heatingSentence(facts),
    p.garagen_flaeche ? `Eine Garage mit ${fmtArea(p.garagen_flaeche)} m² gehört dazu.` : "",
  ].filter(Boolean);
  return [para(intro), para(`${history}${renovated} ${rooms}`), ...(more.length > 0 ? [para(more.join(" "))] : [])];
}

// ---------------------------------------------------------------------------------------------
// Offices, plots and commercial property.

function officeBuilding(year) {
  if (isOld(year)) return "eines gepflegten Altbaus";
  if (year < 1960) return `eines Hauses aus dem Jahr ${year}`;
  if (year < 2000) return `eines Bürohauses aus den ${decade(year)}`;
  return "eines modernen Bürohauses";
}

function officeText(p, facts, t) {
  const area = fmtArea(p.nutzflaeche);
  const building = officeBuilding(p.baujahr);
  const practice = p.kind === "praxis";
  const intro = t.pick([
    `${offerLead(p, t)} eine ${p.kindLabel} mit ${area} m² Nutzfläche ${etageText(p.etage)} ${building} ${inStreet(p.street)}.`,
    `${p.kindLabel} ${inStreet(p.street)}: ${area} m² ${etageText(p.etage)} ${building}, mit dem Lift erreichbar.`,
    practice
      ? `Die ${p.kindLabel} mit ${area} m² eignet sich für Ordinationen, Therapie- und Beratungspraxen, die Wert auf eine gute Adresse legen.`
      : `Die ${p.kindLabel} mit ${area} m² lässt sich als Open Space oder mit Einzelbüros nutzen und eignet sich für Kanzleien, Agenturen und Beratung.`,
  ]);
  const rooms = p.anzahl_zimmer;
  const body = [
    `Die Fläche gliedert sich in ${rooms === 1 ? "einen großen Raum" : `${word(rooms)} Räume`}, eine Teeküche und getrennte Sanitäranlagen.`,
  ];
  if (isOld(p.baujahr)) body.push("Hohe Räume und große Fenster geben ihr Altbaucharakter.");
  else if (p.baujahr >= 2000) body.push("Doppelboden und außenliegender Sonnenschutz sorgen für ein angenehmes Arbeitsklima.");
  if (facts.parquet) body.push("In den Räumen liegt Parkett.");
  if (p.amenities.includes("klimaanlage")) body.push("Die Räume sind klimatisiert.");
  if (p.amenities.includes("barrierefrei")) body.push("Der Zugang ist barrierefrei.");
  const more = [t.pick(["Eine strukturierte EDV-Verkabelung ist vorhanden.", "Netzwerkdosen sind in allen Räumen verlegt."])];
  if (p.amenities.includes("kantine")) more.push("Im Haus gibt es eine Kantine.");
  if (p.kellerflaeche) more.push(`Im Keller steht ein Archivraum mit ${fmtArea(p.kellerflaeche)} m² zur Verfügung.`);
  if (p.anzahl_stellplaetze) {
    const places = p.anzahl_stellplaetze === 1 ? "Ein Tiefgaragenplatz" : `${capital(word(p.anzahl_stellplaetze))} Tiefgaragenplätze`;
    more.push(
      p.angebot_typ === "Kauf"
        ? `${places} ${p.anzahl_stellplaetze === 1 ? "gehört" : "gehören"} dazu.`
        : `${places} ${p.anzahl_stellplaetze === 1 ? "kann" : "können"} dazugemietet werden.`,
    );
  }
  return [para(intro), para([...body, ...more].join(" "))];
}

function landText(p, facts, t) {
  const area = fmtArea(p.nutzflaeche);
  const place = p.loc.short === p.loc.ort ? p.loc.ort : `${p.loc.ort} ${p.loc.short}`;
  const serviced = facts.serviced
    ? "Das Grundstück ist voll aufgeschlossen; Wasser, Kanal und Strom liegen an der Grundgrenze."
    : "Das Grundstück ist ortsüblich aufgeschlossen.";
  if (p.kind === "grundGewerbe")
    return [
      para(`${offerLead(p, t)} ein Betriebsgrundstück mit ${area} m² in ${place}, wenige Minuten von der Autobahnauffahrt entfernt.`),
      para(
        `Widmung: ${p.widmung}. ${serviced} Das ebene Grundstück eignet sich für Lager, Produktion oder einen Handelsbetrieb; die Zufahrt ist auch für Lkw möglich.`,
      ),
    ];
  const adj = t.pick(["sonniges", "ruhig gelegenes", "gut geschnittenes"]);
  const intro = t.pick([
    `${offerLead(p, t)} ein ${adj} Baugrundstück mit ${area} m² in ${place}.`,
    `Dieses Grundstück ${inStreet(p.street)} bietet mit ${area} m² viel Raum für Ihr Wohnprojekt – vom Einfamilienhaus bis zum Doppelhaus.`,
    `Selten am Markt: ein ${adj} Grundstück mit ${area} m² ${inStreet(p.street)}.`,
  ]);
  const extra = t.pick([
    "Ein Vorentwurf für ein Einfamilienhaus mit rund 180 m² Wohnfläche kann übernommen werden.",
    "Alter Obstbaumbestand und eine ruhige Anrainerstraße machen das Grundstück besonders.",
    "Das Grundstück ist eingezäunt und leicht nach Süden geneigt.",
  ]);
  return [para(intro), para(`Widmung: ${p.widmung}. ${serviced} ${extra}`)];
}

function commercialText(p, facts, t) {
  const area = fmtArea(p.nutzflaeche);
  const street = inStreet(p.street);
  const old = isOld(p.baujahr);
  switch (p.kind) {
    case "gastro":
      return [
        para(`${offerLead(p, t)} ein eingerichtetes Gastronomielokal mit ${area} m² ${street}.`),
        para(
          "Gastroküche mit Abluft, Schank, Kühlraum und Gästetoiletten sind vorhanden, dazu ein Schanigarten für rund 30 Gäste. Die Betriebsanlagengenehmigung liegt vor." +
            (p.abstand ? ` Für die Einrichtung wird eine Ablöse von € ${fmt(p.abstand)} verlangt.` : ""),
        ),
      ];
    case "lager":
      return [
        para(
          t.pick([
            `${offerLead(p, t)} eine Lagerhalle mit ${area} m² Nutzfläche ${street}.`,
            `Gewerbefläche mit guter Verkehrsanbindung ${street}: ${area} m² Halle mit Büroteil.`,
          ]),
        ),
        para(
          `Die Halle hat eine lichte Höhe von sechs Metern, zwei ebenerdige Sektionaltore, eine Laderampe, eine Hebebühne und ein Büro mit Sozialräumen; die Zufahrt ist mit Sattelschleppern möglich.${
            p.amenities.includes("kran") ? " Ein Brückenkran ist eingebaut." : ""
          }`,
        ),
      ];
    case "zinshaus":
      return [
        para(`${offerLead(p, t)} ein Gründerzeit-Zinshaus aus dem Jahr ${p.baujahr} mit ${area} m² Nutzfläche ${street}.`),
        para(
          `Das Haus umfasst ${p.anzahl_zimmer} Einheiten auf fünf Geschossen und ein Geschäftslokal im Erdgeschoss. ${
            facts.zustand === "VOLL_SANIERT"
              ? "Dach, Steigleitungen und Fassade wurden in den letzten Jahren saniert."
              : "Die Mieteinnahmen bieten Entwicklungspotenzial, ein Dachgeschossausbau ist baurechtlich möglich."
          }`,
        ),
      ];
    default: {
      const rooms = p.anzahl_zimmer;
      return [
        para(
          t.pick([
            `${offerLead(p, t)} ein Geschäftslokal mit ${area} m² Nutzfläche ${street}.`,
            `Geschäftslokal ${street}: ${area} m² im Erdgeschoss, für Handel oder Dienstleistung.`,
          ]),
        ),
        para(
          `${t.pick([
            "Eine breite Schaufensterfront und ein stützenfreier Verkaufsraum bilden das Herz des Lokals.",
            "Ein eigener Lieferzugang macht das Lokal vielseitig nutzbar.",
          ])} ${rooms === 1 ? "Dazu kommt ein WC." : `Insgesamt gibt es ${word(rooms)} Räume, darunter Lager und Personalraum, dazu ein WC.`}${
            old ? " Die hohen Decken des Altbaus geben dem Lokal Großzügigkeit." : ""
          }`,
        ),
      ];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Closing lines: the offer's terms as the facts state them.

function closing(p, facts, t) {
  const avail = availability(p.available);
  if (p.angebot_typ === "Kauf") {
    const what = { apartment: "die Wohnung", house: "das Haus", villa: "die Villa", land: "das Grundstück" }[p.group] ?? "das Objekt";
    const lines = [
      `Gerne zeigen wir Ihnen ${what} bei einer persönlichen Besichtigung.`,
      "Für eine Besichtigung erreichen Sie uns telefonisch oder über das Anfrageformular.",
      "Wir freuen uns auf Ihre Anfrage und senden Ihnen gerne ein ausführliches Exposé.",
    ];
    if (p.group === "apartment" && p.hwbklasse)
      lines.push(
        "Energieausweis, Nutzwertgutachten und die Protokolle der letzten Eigentümerversammlungen senden wir Ihnen auf Anfrage zu.",
      );
    return `Übergabe ${avail}. ${t.pick(lines)}`;
  }
  if (p.group === "office" || p.group === "commercial")
    return `Die Fläche ist ${avail} verfügbar. Die Mietdauer legen wir gemeinsam mit Ihnen fest; Kaution ${p.kaution_text}; die angegebene Gesamtmiete enthält bereits die Umsatzsteuer.`;
  const subject = p.group === "apartment" ? "Die Wohnung" : p.group === "villa" ? "Die Villa" : "Das Haus";
  const term =
    facts.term === "unbefristet"
      ? " Der Mietvertrag wird unbefristet abgeschlossen."
      : facts.term === "5 Jahre befristet"
        ? " Der Mietvertrag ist auf fünf Jahre befristet, eine Verlängerung ist möglich."
        : "";
  // Varied, and asking a household's size only of a flat or house for more than one person.
  const family = (p.anzahl_zimmer ?? 0) >= 3;
  const request = t.pick([
    " Für Mieterinnen und Mieter fällt keine Provision an.",
    family
      ? " Für einen Besichtigungstermin nennen Sie uns bitte Haushaltsgröße und gewünschten Einzugstermin."
      : " Für einen Besichtigungstermin genügt eine kurze Nachricht mit Ihrem gewünschten Einzugstermin.",
    " Besichtigungen vereinbaren wir gerne auch am frühen Abend.",
    " Schreiben Sie uns, wann Sie einziehen möchten; einen Besichtigungstermin schlagen wir Ihnen dann vor.",
  ]);
  return `${subject} ist ${avail} bezugsfertig.${term} Kaution: ${p.kaution_text}.${request}`;
}

/**
 * The description of a listing. `p` holds the stored facts (columns of the row) plus the seed's
 * own: kind, group, loc, street, plot, kindLabel, widmung, available, amenities, floorPlanLayout;
 * `facts` the plan's facts with the row's zustand, befeuerung and Heizung; `t` the text stream.
 */
export function describeProperty(p, facts, t) {
  const parts =
    p.group === "apartment"
      ? flatText(p, facts, t)
      : p.group === "house"
        ? houseText(p, facts, t)
        : p.group === "villa"
          ? villaText(p, facts, t)
          : p.group === "office"
            ? officeText(p, facts, t)
            : p.group === "land"
              ? landText(p, facts, t)
              : commercialText(p, facts, t);
  if (p.group !== "land" || p.angebot_typ === "Kauf") parts.push(para(closing(p, facts, t)));
  return parts.join("\n");
}

const LAGE_SUBJECT = { apartment: "Die Wohnung", house: "Das Haus", villa: "Die Villa", land: "Das Grundstück", office: "Die Fläche" };

/**
 * The Lage text: the neighbourhood of the listing's street, how to get there, and what the place
 * offers a home or a business. One paragraph, no line breaks.
 */
export function lageText(p, t) {
  const hood = areaOf(p.loc, p.street);
  // A Zinshaus is bought for its flats: its Lage speaks of the residential area.
  const business = p.group === "office" || (p.group === "commercial" && p.kind !== "zinshaus") || p.kind === "grundGewerbe";
  const subject = LAGE_SUBJECT[p.group] ?? (p.kind === "zinshaus" ? "Das Zinshaus" : p.kind === "lager" ? "Die Halle" : "Das Lokal");
  const life = t.pick(business ? p.loc.life.work : p.loc.life.home);
  const opening = `${subject} liegt ${hood.where}.`;
  return t.chance(0.5) ? `${opening} ${hood.transit} ${life}` : `${opening} ${life} ${hood.transit}`;
}

// ---------------------------------------------------------------------------------------------
// Titles.

const ADJECTIVES = ["helle", "sonnige", "charmante", "großzügige", "ruhige", "elegante", "stilvolle", "gemütliche", "moderne", "exklusive"];

const TITLES = {
  altbau: [
    "{Adj} {rooms}-Zimmer-Altbauwohnung {extra}",
    "Stilaltbau mit {rooms} Zimmern {extra}",
    "Altbauwohnung mit {rooms} Zimmern {extra}",
    "Klassische Altbauwohnung {extra}",
  ],
  neubau: [
    "{Adj} Neubauwohnung mit {rooms} Zimmern {extra}",
    "Erstbezug: {rooms}-Zimmer-Wohnung {extra}",
    "Moderne {rooms}-Zimmer-Wohnung {extra}",
    "Neubauwohnung mit {rooms} Zimmern {extra}",
  ],
  dach: [
    "Penthouse-Feeling: Dachgeschosswohnung {extra}",
    "Dachterrassenwohnung mit Weitblick {extra}",
    "{Adj} Dachgeschoss-Maisonette {extra}",
  ],
  garten: [
    "Gartenwohnung mit {rooms} Zimmern {extra}",
    "Wohnen wie im Haus: Gartenwohnung {extra}",
    "{Adj} Erdgeschosswohnung mit Eigengarten",
  ],
  maisonette: ["Maisonette auf zwei Ebenen {extra}", "{Adj} Maisonette mit {rooms} Zimmern {extra}"],
  klein: ["Kompaktes Apartment {extra}", "Citywohnung für Singles {extra}", "{Adj} Garçonnière {extra}"],
  efh: ["Einfamilienhaus mit Garten {extra}", "Familienhaus mit {rooms} Zimmern {extra}", "{AdjN} Einfamilienhaus {extra}"],
  reihenhaus: ["Reiheneckhaus mit Garten {extra}", "Modernes Reihenhaus {extra}"],
  doppelhaus: ["Doppelhaushälfte mit Garten {extra}", "{Adj} Doppelhaushälfte {extra}"],
  villa: [
    "Exklusive Villa {extra}",
    "Herrschaftliche Villa mit Park {extra}",
    "Moderne Architektenvilla {extra}",
    "Jugendstilvilla {extra}",
  ],
  buero: ["Repräsentatives Büro {extra}", "Bürofläche mit {area} m² {extra}", "Moderne Büroetage {extra}"],
  praxis: ["Praxisfläche {extra}", "Ordination in bester Lage {extra}"],
  grund: ["Baugrundstück {extra}", "Sonniger Baugrund mit {area} m² {extra}", "Grundstück in Ruhelage {extra}"],
  grundGewerbe: ["Gewerbegrundstück mit {area} m² {extra}"],
  laden: ["Geschäftslokal {extra}", "Ladenlokal mit Schaufensterfront {extra}"],
  gastro: ["Gastronomielokal mit Schanigarten {extra}"],
  lager: ["Lagerhalle mit Büro {extra}", "Hallenfläche mit Rampe {extra}"],
  zinshaus: ["Gründerzeit-Zinshaus {extra}", "Zinshaus mit Ausbaupotenzial {extra}"],
};

/** The smallest plot (m²) a title may call a 'Park'. */
export const PARK_PLOT = 3000;

/** A drawn title template the building's age does not allow, in the words it does. */
function ageTemplate(template, p) {
  const y = p.baujahr;
  if (p.kind === "villa") {
    // 'Park' only on a plot that holds one beside house and garage; else 'Garten'.
    const green = (p.plot ?? 0) >= PARK_PLOT ? "Park" : "Garten";
    if (template.startsWith("Herrschaftliche"))
      return isOld(y) ? `Herrschaftliche Villa mit ${green} {extra}` : `Villa mit ${green} {extra}`;
    if (template.startsWith("Jugendstilvilla") && !(y >= 1895 && y <= 1914)) return isOld(y) ? "Gründerzeitvilla {extra}" : "Villa {extra}";
    if (template.startsWith("Moderne") && y < 1990) return "Architektenvilla {extra}";
  }
  if (p.kind === "neubau" && template.startsWith("Erstbezug") && y < 2024) return "Neubau: {rooms}-Zimmer-Wohnung {extra}";
  return template;
}

/** Replace {name} placeholders; unknown names stay visible so that a typo is noticed in review. */
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));

export function title(p, rng) {
  const drawn = rng.pick(ADJECTIVES);
  // An Altbau flat is not 'modern' (a new Dachausbau may be).
  const adj = drawn === "moderne" && p.kind === "altbau" ? "klassische" : drawn;
  const near =
    p.loc.ort === "Wien" ? rng.pick([`im ${p.loc.district}. Bezirk`, `nahe ${p.street}`, inStreet(p.street)]) : `in ${p.loc.ort}`;
  const feature = p.titleFeature ? `mit ${p.titleFeature}` : "";
  const template = ageTemplate(rng.pick(TITLES[p.kind]), p);
  // One 'mit' per title: templates that already name a feature get the place instead.
  const extra = rng.chance(0.5) && feature && !template.includes(" mit ") ? feature : near;
  return fill(template, {
    Adj: capital(adj),
    AdjN: capital(strongNeuter(adj)),
    rooms: fmt(p.anzahl_zimmer ?? 0),
    area: fmtArea(p.wohnflaeche ?? p.nutzflaeche ?? 0),
    short: p.loc.short,
    extra,
  })
    .replace(/\s+/g, " ")
    .replace(/\bmit 1 Zimmern\b/, "mit einem Zimmer")
    .trim();
}
