// German copy for the demo properties: titles and HTML descriptions composed from building blocks
// with the property's own figures, so that no two descriptions read the same (seed task, issue
// "foundation" item 3). Pure functions of (kind, figures, random source).

const fmt = (value) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(value);

const ETAGE_TEXT = { EG: "Erdgeschoss", DG: "Dachgeschoss" };
const etageText = (etage) => (ETAGE_TEXT[etage] ? ETAGE_TEXT[etage] : `${etage}. Obergeschoss`);

const BUILDING = {
  altbau: [
    "gepflegten Gründerzeithauses aus dem Jahr {baujahr}",
    "repräsentativen Stilaltbaus",
    "liebevoll sanierten Jahrhundertwendehauses",
    "klassischen Wiener Zinshauses",
  ],
  neubau: [
    "modernen Neubaus (Fertigstellung {baujahr})",
    "zeitgemäßen Wohnhausanlage aus dem Jahr {baujahr}",
    "Niedrigenergiehauses mit begrüntem Innenhof",
    "kleinen, hochwertigen Wohnprojekts",
  ],
  dach: ["Gründerzeithauses mit neuem Dachausbau", "sanierten Stilaltbaus", "Jahrhundertwendehauses mit Blick über die Dächer"],
  garten: ["kleinen Wohnhausanlage mit Eigengarten", "modernen Wohnhauses im Grünen", "ruhigen Gartenanlage"],
  maisonette: ["Stilhauses mit zweigeschossigem Ausbau", "modernen Wohnhauses", "sanierten Altbaus"],
  klein: ["gepflegten Altbaus", "modernen Wohnhauses", "Wohnhauses in ruhiger Seitengasse"],
};

const apartmentIntro = [
  "<p>Diese {adj} {rooms}-Zimmer-Wohnung mit rund {area} m² Wohnfläche befindet sich im {etage} eines {building} {inStreet}.</p>",
  "<p>{offerLead} eine {adj} Wohnung im {etage} eines {building}: {area} m² Wohnfläche, {rooms} Zimmer und {outdoor}.</p>",
  "<p>In {loc} wartet diese {adj} Wohnung auf neue Bewohnerinnen und Bewohner. Die {area} m² im {etage} eines {building} verteilen sich auf {rooms} Zimmer.</p>",
  "<p>Lichtdurchflutet, ruhig und durchdacht geplant: Die Wohnung im {etage} bietet {area} m² zum Wohlfühlen und liegt in einem {building}.</p>",
  "<p>Wohnen {inStreet}: {rooms} Zimmer, {area} m² Wohnfläche und {outdoor} – {offerShort} in einem {building}.</p>",
];

const apartmentLayout = {
  altbau: [
    "<p>Hohe Räume mit rund 3,20 m Raumhöhe, Flügeltüren, restaurierter Fischgrätparkettboden und Kastenfenster prägen den Charakter der Wohnung. {layout}</p>",
    "<p>Der Altbaucharme ist erhalten geblieben: Stuckdecken im Wohnbereich, Doppelflügeltüren und ein alter Kachelofen als Blickfang. {layout}</p>",
    "<p>Die Wohnung wurde {sanierung} saniert; Elektrik, Leitungen und Bäder sind auf dem neuesten Stand, der Altbaucharme mit Parkett und Kastenfenstern blieb erhalten. {layout}</p>",
  ],
  neubau: [
    "<p>Bodentiefe Fenster, Eichenparkett, Fußbodenheizung und eine kontrollierte Wohnraumlüftung sorgen für zeitgemäßen Komfort. {layout}</p>",
    "<p>Die Ausstattung überzeugt mit hochwertigen Materialien: großformatige Feinsteinzeugfliesen in den Nassräumen, Parkettböden und elektrische Außenjalousien. {layout}</p>",
    "<p>Der effiziente Grundriss ohne verlorene Flächen macht die Wohnung besonders alltagstauglich. {layout}</p>",
  ],
  dach: [
    "<p>Großzügige Glasflächen, Dachschrägen mit Sichtbalken und eine Raumhöhe von bis zu vier Metern schaffen ein besonderes Wohngefühl. {layout}</p>",
    "<p>Über den Dächern der Stadt: Der Wohnbereich öffnet sich zur Terrasse, Klimaanlage und Fußbodenheizung sorgen das ganze Jahr für angenehme Temperaturen. {layout}</p>",
  ],
  garten: [
    "<p>Das Herzstück ist der eigene Garten, der direkt vom Wohnzimmer über die Terrasse erreichbar ist. {layout}</p>",
    "<p>Innen und außen verschmelzen: Die Wohnküche öffnet sich zur Terrasse und zum sonnigen Eigengarten. {layout}</p>",
  ],
  maisonette: [
    "<p>Die Wohnung erstreckt sich über zwei Ebenen, die eine elegante Innentreppe verbindet: unten Wohnen, Kochen und Essen, oben die Schlafräume. {layout}</p>",
    "<p>Zwei Ebenen, klare Trennung von Tag- und Nachtbereich: Die Maisonette eignet sich ideal für Familien oder fürs Arbeiten zu Hause. {layout}</p>",
  ],
  klein: [
    "<p>Das kompakte Apartment ist praktisch geschnitten und bietet alles für den Alltag in der Stadt. {layout}</p>",
    "<p>Ideal für Singles, Studierende oder als Stadtwohnung: Wohnen und Schlafen sind geschickt getrennt, die Küchenzeile ist voll ausgestattet. {layout}</p>",
  ],
};

const layoutSentences = [
  "Vom Vorraum erreichen Sie das Wohnzimmer mit {kitchen}, {bedrooms} sowie {baths}.",
  "Die Schlafräume liegen ruhig zum Innenhof, das Wohnzimmer mit {kitchen} zur Straße; dazu kommen {baths}.",
  "Die Raumaufteilung: Wohnzimmer, {kitchen}, {bedrooms}, {baths} und ein Abstellraum.",
];

const houseIntro = [
  "<p>Auf einem rund {plot} m² großen Grundstück steht dieses {adj} {houseKind} mit {area} m² Wohnfläche. Es wurde {baujahr} errichtet und laufend gepflegt.</p>",
  "<p>{offerLead} ein {adj} {houseKind} in ruhiger Lage von {loc}: {rooms} Zimmer, {area} m² Wohnfläche und ein gepflegter Garten.</p>",
  "<p>Platz für die ganze Familie: Dieses {houseKind} {inStreet} bietet auf {area} m² Wohnfläche {rooms} Zimmer, einen Garten und {parking}.</p>",
  "<p>Wer Ruhe und Grün sucht und trotzdem rasch in der Stadt sein möchte, ist hier richtig: {adj} {houseKind} mit {area} m² Wohnfläche in {loc}.</p>",
];

const houseBody = [
  "<p>Im Erdgeschoss liegen der offene Wohn- und Essbereich mit {kitchen}, ein Gäste-WC und der Zugang zur Terrasse. Im Obergeschoss befinden sich {bedrooms} und {baths}. Der Keller bietet Platz für Hobbyraum, Waschküche und Haustechnik.</p>",
  "<p>Das Haus wurde {sanierung} umfassend modernisiert: neue Fenster, Wärmedämmung der Fassade und eine Wärmepumpe senken die Betriebskosten deutlich. {bedroomsCap} und {baths} bieten viel Platz.</p>",
  "<p>Der Wohnbereich mit Kamin öffnet sich über große Schiebetüren zur Südterrasse. {bedroomsCap} verteilen sich auf das Obergeschoss, dazu kommen {baths} und ein Arbeitszimmer.</p>",
];

const villaIntro = [
  "<p>Diese {adj} Villa auf einem parkähnlichen Grundstück von rund {plot} m² vereint herrschaftliches Wohnen mit zeitgemäßem Komfort. {area} m² Wohnfläche verteilen sich auf drei Ebenen.</p>",
  "<p>{offerLead} eine {adj} Villa in einer der begehrtesten Lagen von {loc}. Die Liegenschaft wurde {baujahr} errichtet und {sanierung} mit großem Aufwand saniert.</p>",
  "<p>Großzügigkeit, Privatsphäre und Qualität: Die Villa {inStreet} bietet {area} m² Wohnfläche, {rooms} Zimmer und einen eingewachsenen Garten mit altem Baumbestand.</p>",
];

const villaBody = [
  "<p>Die Empfangshalle führt in den Salon mit offenem Kamin, den Speisesaal und die Bibliothek. {bedroomsCap} mit eigenen Bädern liegen im Obergeschoss; das Gartengeschoss beherbergt Wellnessbereich mit Sauna, Weinkeller und Fitnessraum.</p>",
  "<p>Bodentiefe Fenster öffnen den Wohnbereich zum Pool und zur Terrasse. Eine Wohnküche mit Kochinsel, {bedrooms}, {baths} sowie eine separate Einliegerwohnung für Gäste oder Personal runden das Angebot ab.</p>",
  "<p>Die historische Bausubstanz mit Stuck, Parkett und Kassettentüren wurde behutsam mit moderner Haustechnik kombiniert: Fußbodenheizung, Alarmanlage, Bussystem und Klimatisierung.</p>",
];

const officeIntro = [
  "<p>{offerLead} eine repräsentative {kindLabel} von rund {area} m² im {etage} eines {officeBuilding} {inStreet}.</p>",
  "<p>Moderne Arbeitswelten in {loc}: Die {area} m² große Fläche lässt sich flexibel als Open Space oder mit Einzelbüros gestalten.</p>",
  "<p>Die {kindLabel} mit {area} m² Nutzfläche eignet sich ideal für Kanzleien, Agenturen oder Praxen, die Wert auf eine gute Adresse legen.</p>",
];

const officeBody = [
  "<p>Die Fläche bietet {rooms} Räume, eine Teeküche, getrennte Sanitäranlagen und einen Serverraum. Doppelboden, Kühldecken und außenliegender Sonnenschutz sorgen für ein angenehmes Arbeitsklima.</p>",
  "<p>Hohe Altbauräume, Parkettböden und große Fenster schaffen eine inspirierende Atmosphäre. Die Fläche ist mit Glasfaser erschlossen und barrierefrei über den Aufzug erreichbar.</p>",
  "<p>Empfangsbereich, {rooms} Besprechungs- und Arbeitsräume, eine Küche mit Aufenthaltsbereich sowie Archivflächen im Keller stehen zur Verfügung. Stellplätze in der hauseigenen Garage können angemietet werden.</p>",
];

const landIntro = [
  "<p>{offerLead} ein {adj} Baugrundstück mit rund {area} m² in {loc}. Die Liegenschaft ist eben, voll aufgeschlossen und sofort bebaubar.</p>",
  "<p>Dieses Grundstück {inStreet} bietet mit {area} m² viel Raum für Ihr Wohnprojekt – vom Einfamilienhaus bis zum Doppelhaus.</p>",
  "<p>Selten am Markt: ein {adj} Grundstück mit {area} m² in Ruhelage, leicht nach Süden geneigt und mit Fernblick.</p>",
];

const businessLandIntro = [
  "<p>{offerLead} ein voll aufgeschlossenes Betriebsgrundstück mit {area} m² in {loc}, wenige Minuten von der Autobahnauffahrt entfernt.</p>",
];

const businessLandBody = [
  "<p>Widmung: {widmung}. Das ebene Grundstück eignet sich für Lager, Produktion oder einen Handelsbetrieb; Zufahrt auch für Lkw, Anschlüsse an der Grundgrenze.</p>",
];

const landBody = [
  "<p>Widmung: {widmung}. Anschlüsse für Wasser, Kanal, Strom und Gas liegen an der Grundstücksgrenze. Ein Bodengutachten liegt vor.</p>",
  "<p>Die Widmung ({widmung}) erlaubt eine zweigeschossige Bebauung. Ein Vorentwurf für ein Einfamilienhaus mit rund 180 m² Wohnfläche kann übernommen werden.</p>",
  "<p>Das Grundstück ist eingezäunt, mit altem Obstbaumbestand bepflanzt und über eine ruhige Anrainerstraße erreichbar. Widmung: {widmung}.</p>",
];

const commercialIntro = {
  laden: [
    "<p>{offerLead} ein Geschäftslokal mit {area} m² Nutzfläche {inStreet}.</p>",
    "<p>Frequenzstarke Lage in {loc}: Das Geschäftslokal mit rund {area} m² bietet sich für Handel oder Dienstleistung an.</p>",
  ],
  gastro: [
    "<p>{offerLead} ein eingeführtes Gastronomielokal mit rund {area} m² {inStreet}.</p>",
    "<p>Beliebte Lage in {loc}: Das Lokal mit {area} m² eignet sich für Café, Restaurant oder Bar.</p>",
  ],
  lager: [
    "<p>{offerLead} eine Lagerhalle mit {area} m² Nutzfläche {inStreet}.</p>",
    "<p>Gewerbefläche mit guter Verkehrsanbindung in {loc}: {area} m² Halle mit Büroteil.</p>",
  ],
  zinshaus: [
    "<p>{offerLead} ein Gründerzeit-Zinshaus mit rund {area} m² Nutzfläche {inStreet}.</p>",
    "<p>Anlageobjekt in {loc}: Das Zinshaus aus dem Jahr {baujahr} bietet {area} m² vermietbare Fläche.</p>",
  ],
};

const commercialBody = {
  laden: [
    "<p>Das Geschäftslokal verfügt über eine rund zwölf Meter lange Schaufensterfront, einen Verkaufsraum ohne Stützen, Lager, Personalraum und WC. Die Gewerbeberechtigung für Handel liegt vor.</p>",
    "<p>Hohe Decken, ein Lagerraum im Souterrain und ein eigener Lieferzugang machen das Lokal besonders vielseitig.</p>",
  ],
  gastro: [
    "<p>Das Lokal ist voll ausgestattet: Gastroküche mit Abluft, Schank, Kühlraum, Gästetoiletten und ein Schanigarten für rund 30 Personen. Die Betriebsanlagengenehmigung liegt vor.</p>",
  ],
  lager: [
    "<p>Die Halle bietet eine lichte Höhe von sechs Metern, zwei ebenerdige Sektionaltore, eine Rampe und ein angeschlossenes Büro mit Sozialräumen. Die Zufahrt ist mit Sattelschleppern möglich.</p>",
  ],
  zinshaus: [
    "<p>Das Zinshaus umfasst {rooms} Einheiten auf fünf Geschossen, ein ausbaufähiges Dachgeschoss und ein Geschäftslokal im Erdgeschoss. Die Mieteinnahmen bieten Entwicklungspotenzial.</p>",
    "<p>Die Liegenschaft wurde in den letzten Jahren laufend instand gehalten: Dach, Steigleitungen und Fassade sind saniert. Ein Dachgeschossausbau mit rund 400 m² ist baurechtlich möglich.</p>",
  ],
};

const locationSentences = [
  "<p>Die Lage überzeugt: {infra}.</p>",
  "<p>Zur Lage: {infra}. Alles für den täglichen Bedarf finden Sie in der unmittelbaren Umgebung.</p>",
  "<p>{infra} – eine Lage, die Stadtleben und Erholung verbindet.</p>",
];

const closingSale = [
  "<p>Der Kaufpreis versteht sich zuzüglich der üblichen Nebenkosten: 3,5 % Grunderwerbsteuer, 1,1 % Eintragungsgebühr, Kosten der Vertragserrichtung sowie die Provision. Gerne vereinbaren wir einen Besichtigungstermin.</p>",
  "<p>Überzeugen Sie sich bei einer persönlichen Besichtigung. Unterlagen wie Energieausweis, Nutzwertgutachten und Protokolle der Eigentümerversammlungen senden wir Ihnen gerne zu.</p>",
  "<p>Wir freuen uns auf Ihre Anfrage und stellen Ihnen gerne ein ausführliches Exposé zur Verfügung.</p>",
];

const closingRent = [
  "<p>Die Wohnung ist ab {available} bezugsfertig. Der Mietvertrag wird unbefristet abgeschlossen; für Mieterinnen und Mieter fällt keine Provision an.</p>",
  "<p>Verfügbar ab {available}. Befristeter Mietvertrag auf fünf Jahre mit Verlängerungsoption. Wir freuen uns auf Ihre Anfrage!</p>",
  "<p>Bezug ab {available} möglich. Bitte senden Sie uns für einen Besichtigungstermin eine kurze Vorstellung mit Haushaltsgröße und Einzugstermin.</p>",
];

const closingCommercialRent = [
  "<p>Die Fläche ist ab {available} verfügbar. Mietvertrag nach Vereinbarung, Kaution 6 Bruttomonatsmieten; alle Preise zuzüglich 20 % USt.</p>",
  "<p>Bezug ab {available}. Gerne stellen wir Ihnen Grundrisse und eine Flächenaufstellung zur Verfügung.</p>",
];

const ADJECTIVES = ["helle", "sonnige", "charmante", "großzügige", "ruhige", "elegante", "stilvolle", "gemütliche", "moderne", "exklusive"];

/** Replace {name} placeholders; unknown names stay visible so that a typo is noticed in review. */
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));

/** Adjective in the form that follows 'ein' for neuter nouns (ein helles Haus) / masc. */
const neuter = (adj) => `${adj.replace(/e$/, "")}es`;

const bedroomWords = (count) =>
  count <= 1 ? "ein Schlafzimmer" : `${["", "", "zwei", "drei", "vier", "fünf", "sechs"][count] ?? count} Schlafzimmer`;
const bathWords = (count) => (count <= 1 ? "ein Badezimmer" : `${count === 2 ? "zwei" : count === 3 ? "drei" : count} Badezimmer`);
/** 'in der Rochusgasse', but 'am Rennweg', 'am Hauptplatz'. */
export const inStreet = (street) => (/(straße|gasse|allee|lände|zeile)$/i.test(street) ? `in der ${street}` : `am ${street}`);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export function describeProperty(p, rng) {
  const adj = rng.pick(ADJECTIVES);
  const sale = p.angebot_typ === "Kauf";
  const bedrooms = Math.max(1, Math.round((p.anzahl_zimmer ?? 2) - 1));
  const values = {
    adj,
    rooms: fmt(p.anzahl_zimmer ?? 0),
    area: fmt(p.wohnflaeche ?? p.nutzflaeche ?? 0),
    plot: fmt(p.plot ?? 0),
    etage: etageText(p.etage ?? "EG"),
    street: p.street,
    inStreet: inStreet(p.street),
    loc: p.loc.short === p.loc.ort ? p.loc.ort : `${p.loc.ort} ${p.loc.short}`,
    baujahr: p.baujahr ?? "",
    offerLead: sale
      ? rng.pick(["Zum Verkauf gelangt", "Wir bieten zum Kauf", "Exklusiv im Verkauf:"])
      : rng.pick(["Zur Miete angeboten wird", "Zu vermieten ist", "Neu in der Vermietung:"]),
    offerShort: sale ? "zum Kauf" : "zur Miete",
    outdoor: p.balkon_terrasse_flaeche
      ? `${p.kind === "dach" || p.kind === "garten" ? "eine Terrasse" : rng.pick(["ein Balkon", "ein Freibereich"])} mit ${fmt(p.balkon_terrasse_flaeche)} m²`
      : "ein Kellerabteil",
    kitchen: p.kueche && p.kueche !== "nein" ? rng.pick(["offener Küche", "Wohnküche", "moderner Einbauküche"]) : "Küchenanschlüssen",
    bedrooms: bedroomWords(bedrooms),
    bedroomsCap: capital(bedroomWords(bedrooms)),
    baths: bathWords(p.anzahl_badezimmer ?? 1),
    sanierung: rng.pick(["2019", "2021", "2022", "2023", "2024", "vor wenigen Jahren"]),
    houseKind: p.houseKind ?? "Einfamilienhaus",
    parking: p.garagen_flaeche ? "eine Garage" : "einen Stellplatz",
    officeBuilding: rng.pick(["Bürohauses mit Empfang", "Stilaltbaus", "modernen Büroturms", "Geschäftshauses"]),
    kindLabel: p.kindLabel,
    widmung: p.widmung ?? "Bauland-Wohngebiet",
    infra: p.loc.infra,
    available: p.available,
    building: "",
    layout: "",
  };
  values.building = fill(rng.pick(BUILDING[p.kind] ?? BUILDING.altbau), values);
  values.layout = fill(rng.pick(layoutSentences), values);

  const parts = [];
  const group = p.group;
  if (group === "apartment") {
    parts.push(fill(rng.pick(apartmentIntro), values));
    parts.push(fill(rng.pick(apartmentLayout[p.kind] ?? apartmentLayout.altbau), values));
  } else if (group === "house") {
    parts.push(fill(rng.pick(houseIntro), { ...values, adj: neuter(adj) }));
    parts.push(fill(rng.pick(houseBody), values));
  } else if (group === "villa") {
    parts.push(fill(rng.pick(villaIntro), values));
    parts.push(fill(rng.pick(villaBody), values));
  } else if (group === "office") {
    parts.push(fill(rng.pick(officeIntro), values));
    parts.push(fill(rng.pick(officeBody), values));
  } else if (group === "land") {
    const business = p.kind === "grundGewerbe";
    parts.push(fill(rng.pick(business ? businessLandIntro : landIntro), { ...values, adj: neuter(adj) }));
    parts.push(fill(rng.pick(business ? businessLandBody : landBody), values));
  } else {
    parts.push(fill(rng.pick(commercialIntro[p.kind] ?? commercialIntro.laden), values));
    parts.push(fill(rng.pick(commercialBody[p.kind] ?? commercialBody.laden), values));
  }
  if (p.highlights.length > 0 && rng.chance(0.75)) {
    parts.push(`<p><strong>Die Highlights auf einen Blick:</strong></p><ul>${p.highlights.map((h) => `<li>${h}</li>`).join("")}</ul>`);
  }
  if (rng.chance(0.8)) parts.push(fill(rng.pick(locationSentences), values));
  if (parts.length < 4 || rng.chance(0.3)) {
    // The owners'-association documents only exist for flats.
    const closing = sale
      ? closingSale.filter((text) => group === "apartment" || !text.includes("Nutzwertgutachten"))
      : group === "office" || group === "commercial"
        ? closingCommercialRent
        : closingRent;
    parts.push(fill(rng.pick(closing), values));
  }
  return parts.join("\n");
}

const TITLES = {
  altbau: [
    "{Adj} {rooms}-Zimmer-Altbauwohnung {extra}",
    "Stilaltbau mit {rooms} Zimmern {extra}",
    "Altbautraum mit {rooms} Zimmern {extra}",
    "Klassische Altbauwohnung {extra}",
  ],
  neubau: [
    "{Adj} Neubauwohnung mit {rooms} Zimmern {extra}",
    "Erstbezug: {rooms}-Zimmer-Wohnung {extra}",
    "Moderne {rooms}-Zimmer-Wohnung {extra}",
    "Neubau-Wohnung in Top-Lage {extra}",
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

export function title(p, rng) {
  const adj = rng.pick(ADJECTIVES);
  const near =
    p.loc.ort === "Wien" ? rng.pick([`im ${p.loc.district}. Bezirk`, `nahe ${p.street}`, inStreet(p.street)]) : `in ${p.loc.ort}`;
  const feature = p.titleFeature ? `mit ${p.titleFeature}` : "";
  const template = rng.pick(TITLES[p.kind]);
  // One 'mit' per title: templates that already name a feature get the place instead.
  const extra = rng.chance(0.5) && feature && !template.includes(" mit ") ? feature : near;
  return fill(template, {
    Adj: capital(adj),
    AdjN: capital(neuter(adj)),
    rooms: fmt(p.anzahl_zimmer ?? 0),
    area: fmt(p.wohnflaeche ?? p.nutzflaeche ?? 0),
    short: p.loc.short,
    extra,
  })
    .replace(/\s+/g, " ")
    .trim();
}
