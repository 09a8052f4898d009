// Places of the demo properties: the Vienna districts and Lower Austrian towns of the spec's
// landing pages (public-site.md section 2) plus a few more districts. Coordinates are the
// approximate centre of each place; `level` scales prices (1 = Vienna average). Each place's
// streets belong to one neighbourhood (`areas`), so that the Lage text of a listing names the
// Grätzl its street is in, and an office reads as an office address, not a quiet residential one.

/**
 * One neighbourhood: its streets, where it is (a phrase after 'liegt': 'im Servitenviertel …')
 * and how to get there.
 */
const area = (streets, where, transit) => ({ streets, where, transit });

/** Everyday life near a home, and what a business address offers, by type of place. */
const CITY = {
  home: [
    "Supermärkte, Bäckereien, Apotheken und Lokale liegen im Umkreis weniger Gehminuten.",
    "Für den Alltag ist alles in der Nähe: Nahversorger, Ärztinnen und Ärzte, Schulen und Cafés.",
  ],
  work: [
    "Kundschaft und Mitarbeitende kommen bequem mit den Öffis; Lokale für die Mittagspause gibt es in der Umgebung.",
    "Es gilt Kurzparkzone, öffentliche Garagen liegen in der Nähe; die meisten Kundinnen und Kunden kommen mit den Öffis.",
  ],
};
const OUTER = {
  home: [
    "Schulen, Kindergärten und Nahversorger gibt es in der Umgebung, ins Grüne sind es nur ein paar Minuten.",
    "Die Gegend ist ruhig und familienfreundlich; Einkaufsmöglichkeiten, Ärzte und Schulen sind rasch erreicht.",
  ],
  work: [
    "Die Adresse ist mit dem Auto wie mit den Öffis gut erreichbar, Parkplätze gibt es in der Umgebung.",
    "Betriebe, Handel und Gastronomie in der Nachbarschaft machen die Lage für Gewerbe attraktiv; Stellplätze sind vorhanden.",
  ],
};
const TOWN = {
  home: [
    "Schulen, Ärztinnen und Ärzte und Geschäfte des täglichen Bedarfs gibt es im Ort; ins Grüne ist es nicht weit.",
    "Kindergärten, Schulen und Nahversorger sind rasch erreicht, die Wege im Ort lassen sich gut mit dem Rad machen.",
  ],
  work: [
    "Kundschaft aus der Region kommt mit dem Auto, Parkplätze gibt es vor Ort; nach Wien sind es mit Bahn oder Auto rund eine halbe Stunde.",
    "Betriebe, Handel und Gewerbeflächen in der Umgebung machen die Adresse für Unternehmen attraktiv, Parkplätze sind vorhanden.",
  ],
};

const wien = (district, name, plz, lat, lon, level, streets, areas, life) => ({
  key: plz,
  district,
  plz,
  ort: "Wien",
  politischer_bezirk: `Wien ${district}., ${name}`,
  bundesland: "Wien",
  label: `Wien ${district}., ${name}`,
  short: name,
  lat,
  lon,
  level,
  streets,
  areas,
  life,
});

const noe = (ort, bezirk, plz, lat, lon, level, streets, areas) => ({
  key: ort,
  district: null,
  plz,
  ort,
  politischer_bezirk: bezirk,
  bundesland: "Niederösterreich",
  label: ort,
  short: ort,
  lat,
  lon,
  level,
  streets,
  areas,
  life: TOWN,
});

export const LOCATIONS = [
  wien(
    1,
    "Innere Stadt",
    "1010",
    48.2085,
    16.3721,
    2.1,
    ["Singerstraße", "Bäckerstraße", "Wollzeile", "Annagasse", "Schottengasse", "Judenplatz", "Rotenturmstraße"],
    [
      area(
        ["Singerstraße", "Bäckerstraße", "Wollzeile", "Rotenturmstraße"],
        "östlich des Stephansdoms, im Viertel um Wollzeile und Bäckerstraße mit seinen Barockpalais, Beisln und Buchhandlungen",
        "Die U1 und die U3 halten am Stephansplatz, die U1 und die U4 am Schwedenplatz, beide wenige Gehminuten entfernt.",
      ),
      area(
        ["Annagasse"],
        "in einer schmalen, ruhigen Gasse zwischen Kärntner Straße und Ring; Staatsoper, Albertina und Stadtpark liegen in Gehweite",
        "Am Karlsplatz halten die U1, die U2 und die U4, am Ring die Straßenbahnlinien 1, 2 und D.",
      ),
      area(
        ["Schottengasse", "Judenplatz"],
        "im Westen der Altstadt zwischen Freyung, Judenplatz und Schottentor, zwischen Palais, Kaffeehäusern und dem Regierungsviertel",
        "Die U2 hält am Schottentor, die U3 in der Herrengasse; am Schottentor fahren zudem zahlreiche Straßenbahnlinien ab.",
      ),
    ],
    CITY,
  ),
  wien(
    2,
    "Leopoldstadt",
    "1020",
    48.2167,
    16.395,
    1.15,
    ["Praterstraße", "Karmelitergasse", "Große Mohrengasse", "Vorgartenstraße", "Ausstellungsstraße"],
    [
      area(
        ["Praterstraße", "Karmelitergasse", "Große Mohrengasse"],
        "im Karmeliterviertel zwischen Praterstraße, Karmelitermarkt und Augarten, einem der lebendigsten Grätzl der Stadt",
        "Die U1 hält am Nestroyplatz, die U2 an der Taborstraße; zum Schwedenplatz und in die Innenstadt geht man rund zehn Minuten.",
      ),
      area(
        ["Vorgartenstraße", "Ausstellungsstraße"],
        "im Stuwerviertel zwischen Praterstern und Messe, wenige Schritte vom Grünen Prater",
        "Die U1 hält an der Vorgartenstraße, die U2 an der Messe-Prater; am Praterstern treffen sich S-Bahn und U-Bahn.",
      ),
    ],
    CITY,
  ),
  wien(
    3,
    "Landstraße",
    "1030",
    48.1986,
    16.3948,
    1.3,
    ["Rochusgasse", "Ungargasse", "Salesianergasse", "Rennweg", "Landstraßer Hauptstraße", "Kolonitzgasse", "Weißgerberlände"],
    [
      area(
        ["Rochusgasse", "Ungargasse", "Landstraßer Hauptstraße"],
        "rund um den Rochusmarkt, das Zentrum des dritten Bezirks mit Marktständen, Geschäften und Cafés",
        "Die U3 hält an der Rochusgasse; Wien Mitte mit U4, S-Bahn und dem CAT zum Flughafen ist eine Station entfernt.",
      ),
      area(
        ["Salesianergasse", "Rennweg"],
        "im Botschaftsviertel zwischen Belvedere und Stadtpark, einer gediegenen, ruhigen Wohngegend",
        "Vor der Tür fährt die Straßenbahnlinie 71 zum Ring, die S-Bahn hält an der Station Rennweg.",
      ),
      area(
        ["Kolonitzgasse", "Weißgerberlände"],
        "im Weißgerberviertel, wenige Schritte vom Donaukanal und vom Hundertwasserhaus",
        "Die Straßenbahnlinie 1 hält am Radetzkyplatz; bis Wien Mitte mit U3, U4 und S-Bahn geht man rund zehn Minuten.",
      ),
    ],
    CITY,
  ),
  wien(
    4,
    "Wieden",
    "1040",
    48.1917,
    16.37,
    1.45,
    ["Favoritenstraße", "Schleifmühlgasse", "Mayerhofgasse", "Wiedner Hauptstraße", "Argentinierstraße", "Paulanergasse"],
    [
      area(
        ["Favoritenstraße", "Schleifmühlgasse", "Mayerhofgasse", "Paulanergasse"],
        "im Freihausviertel zwischen Naschmarkt und Karlsplatz, mit Galerien, Cafés und der TU Wien in der Nachbarschaft",
        "Die U1 hält an der Taubstummengasse, die U4 an der Kettenbrückengasse, beide in Gehweite.",
      ),
      area(
        ["Wiedner Hauptstraße", "Argentinierstraße"],
        "zwischen Karlsplatz und Hauptbahnhof, nahe dem Theresianum und dem Belvedere",
        "Straßenbahnlinien fahren zur Oper, die U1 hält an der Taubstummengasse, der Hauptbahnhof ist in wenigen Minuten erreicht.",
      ),
    ],
    CITY,
  ),
  wien(
    5,
    "Margareten",
    "1050",
    48.186,
    16.355,
    1.05,
    ["Schönbrunner Straße", "Ziegelofengasse", "Margaretenstraße", "Rüdigergasse", "Siebenbrunnenfeldgasse"],
    [
      area(
        ["Schönbrunner Straße", "Ziegelofengasse", "Rüdigergasse"],
        "zwischen Naschmarkt, Bacherpark und Margaretenplatz",
        "Die U4 hält an der Pilgramgasse, Buslinien verbinden mit Mariahilf und Favoriten.",
      ),
      area(
        ["Margaretenstraße", "Siebenbrunnenfeldgasse"],
        "im Herzen Margaretens zwischen Margaretenplatz und Siebenbrunnenplatz",
        "Die U4 (Pilgramgasse oder Margaretengürtel) und mehrere Bus- und Straßenbahnlinien sind rasch erreicht.",
      ),
    ],
    CITY,
  ),
  wien(
    6,
    "Mariahilf",
    "1060",
    48.196,
    16.347,
    1.35,
    ["Gumpendorfer Straße", "Mollardgasse", "Esterházygasse", "Stumpergasse", "Kaunitzgasse", "Mariahilfer Straße"],
    [
      area(
        ["Gumpendorfer Straße", "Mollardgasse", "Esterházygasse", "Stumpergasse", "Kaunitzgasse"],
        "im Viertel um die Gumpendorfer Straße zwischen Naschmarkt und Esterházypark, mit kleinen Lokalen, Galerien und Werkstätten",
        "Die U3 (Neubaugasse, Zieglergasse) und die U4 (Pilgramgasse, Kettenbrückengasse) liegen in Gehweite, der Bus 57A fährt durch die Gumpendorfer Straße.",
      ),
      area(
        ["Mariahilfer Straße"],
        "an der Mariahilfer Straße, Wiens bekanntester Einkaufsstraße",
        "Die U3 hält an der Neubaugasse und an der Zieglergasse, der Westbahnhof ist eine Station entfernt.",
      ),
    ],
    CITY,
  ),
  wien(
    7,
    "Neubau",
    "1070",
    48.202,
    16.348,
    1.4,
    ["Siebensterngasse", "Zollergasse", "Kirchengasse", "Neustiftgasse", "Burggasse", "Lindengasse", "Schottenfeldgasse"],
    [
      area(
        ["Siebensterngasse", "Zollergasse", "Kirchengasse", "Burggasse"],
        "im Spittelbergviertel hinter dem MuseumsQuartier, zwischen Biedermeierhäusern, Boutiquen und Cafés",
        "Die U2 und die U3 halten am Volkstheater, die U3 an der Neubaugasse; die Straßenbahn 49 fährt in die Innenstadt.",
      ),
      area(
        ["Neustiftgasse", "Lindengasse", "Schottenfeldgasse"],
        "im westlichen Neubau zwischen Mariahilfer Straße und Josefstadt, mit Ateliers, Designläden und Cafés",
        "Die U3 (Zieglergasse), die U6 (Burggasse-Stadthalle) und die Straßenbahnlinien 46 und 49 sind rasch erreicht.",
      ),
    ],
    CITY,
  ),
  wien(
    8,
    "Josefstadt",
    "1080",
    48.2105,
    16.347,
    1.45,
    ["Lange Gasse", "Piaristengasse", "Josefstädter Straße", "Albertgasse", "Laudongasse"],
    [
      area(
        ["Lange Gasse", "Piaristengasse", "Josefstädter Straße"],
        "in der alten Josefstadt rund um den Piaristenplatz und das Theater in der Josefstadt",
        "Die Straßenbahn 2 fährt durch die Josefstädter Straße, die U2 hält am Rathaus.",
      ),
      area(
        ["Albertgasse", "Laudongasse"],
        "in den ruhigen Gassen zwischen Alser Straße und Josefstädter Straße",
        "Die U6 (Josefstädter Straße, Alser Straße) und die Straßenbahnlinien 5, 33 und 43 sind rasch erreicht.",
      ),
    ],
    CITY,
  ),
  wien(
    9,
    "Alsergrund",
    "1090",
    48.224,
    16.356,
    1.35,
    ["Porzellangasse", "Liechtensteinstraße", "Berggasse", "Servitengasse", "Währinger Straße", "Nußdorfer Straße"],
    [
      area(
        ["Porzellangasse", "Liechtensteinstraße", "Berggasse", "Servitengasse"],
        "im Servitenviertel zwischen Liechtensteinpark und Donaukanal",
        "Die U4 hält an der Roßauer Lände, die Straßenbahn D fährt durch die Porzellangasse zum Ring.",
      ),
      area(
        ["Währinger Straße", "Nußdorfer Straße"],
        "zwischen dem Universitätscampus im Alten AKH und der Volksoper",
        "Die U6 hält an der Währinger Straße-Volksoper, die Straßenbahnlinien 37, 38, 40 und 41 fahren zum Schottentor.",
      ),
    ],
    CITY,
  ),
  wien(
    13,
    "Hietzing",
    "1130",
    48.185,
    16.295,
    1.5,
    ["Maxingstraße", "Gloriettegasse", "Auhofstraße", "Lainzer Straße", "Trauttmansdorffgasse", "Wattmanngasse"],
    [
      area(
        ["Maxingstraße", "Gloriettegasse", "Trauttmansdorffgasse", "Wattmanngasse"],
        "im Villenviertel von Alt-Hietzing, am Rand des Schönbrunner Schlossparks",
        "Die U4 und mehrere Straßenbahnlinien halten am Hietzinger Platz, wenige Gehminuten entfernt.",
      ),
      area(
        ["Auhofstraße", "Lainzer Straße"],
        "in der grünen Wohngegend zwischen Ober St. Veit und Lainz",
        "Straßenbahn und Bus verbinden mit der U4 in Hietzing; zum Lainzer Tiergarten sind es wenige Minuten.",
      ),
    ],
    OUTER,
  ),
  wien(
    18,
    "Währing",
    "1180",
    48.23,
    16.33,
    1.35,
    ["Gentzgasse", "Cottagegasse", "Anastasius-Grün-Gasse", "Kutschkergasse", "Hockegasse"],
    [
      area(
        ["Gentzgasse", "Kutschkergasse"],
        "rund um den Kutschkermarkt mit seinen Ständen, Cafés und kleinen Geschäften",
        "Die Straßenbahnlinien 40 und 41 fahren zum Schottentor, die U6 hält an der Währinger Straße-Volksoper.",
      ),
      area(
        ["Cottagegasse", "Anastasius-Grün-Gasse", "Hockegasse"],
        "im Währinger Cottageviertel mit seinen Villen und Gärten, nahe dem Türkenschanzpark",
        "Die S45 hält in Gersthof, Buslinien verbinden mit der Straßenbahn und der U6.",
      ),
    ],
    OUTER,
  ),
  wien(
    19,
    "Döbling",
    "1190",
    48.249,
    16.34,
    1.7,
    ["Himmelstraße", "Sieveringer Straße", "Grinzinger Allee", "Armbrustergasse", "Krottenbachstraße", "Cobenzlgasse"],
    [
      area(
        ["Himmelstraße", "Grinzinger Allee", "Cobenzlgasse"],
        "in Grinzing am Fuß der Weinberge, zwischen Heurigen und Wienerwald",
        "Der Bus 38A und die Straßenbahn 38 verbinden mit Heiligenstadt und der Innenstadt.",
      ),
      area(
        ["Sieveringer Straße", "Krottenbachstraße"],
        "im grünen Westen Döblings zwischen Sievering und dem Krottenbachtal",
        "Buslinien fahren zur U4 Heiligenstadt und zur S45 Oberdöbling; mit dem Auto ist die Innenstadt in rund zwanzig Minuten erreicht.",
      ),
      area(
        ["Armbrustergasse"],
        "in sonniger Hanglage zwischen Hoher Warte und Heiligenstadt",
        "Die U4 in Heiligenstadt und die Straßenbahn D sind in wenigen Minuten erreicht.",
      ),
    ],
    OUTER,
  ),
  wien(
    21,
    "Floridsdorf",
    "1210",
    48.26,
    16.4,
    0.9,
    ["Brünner Straße", "Prager Straße", "Schloßhofer Straße", "Jedleseer Straße"],
    [
      area(
        ["Brünner Straße", "Prager Straße", "Schloßhofer Straße"],
        "im Zentrum von Floridsdorf rund um Am Spitz",
        "U6 und S-Bahn halten in Floridsdorf, Straßenbahnen fahren von dort in alle Richtungen.",
      ),
      area(
        ["Jedleseer Straße"],
        "in Jedlesee, wenige Minuten von der Donauinsel",
        "Straßenbahn und Bus bringen Sie zur U6 und zur S-Bahn in Floridsdorf.",
      ),
    ],
    OUTER,
  ),
  wien(
    22,
    "Donaustadt",
    "1220",
    48.233,
    16.46,
    0.95,
    ["Wagramer Straße", "Seestadtstraße", "Erzherzog-Karl-Straße", "Hirschstettner Straße", "Donau-City-Straße", "Lavaterstraße"],
    [
      area(
        ["Wagramer Straße", "Erzherzog-Karl-Straße", "Lavaterstraße"],
        "in Kagran, nahe der Alten Donau und dem Donauzentrum",
        "Die U1 hält in Kagran, die Straßenbahnlinien 25 und 26 verbinden die Ortsteile des Bezirks.",
      ),
      area(
        ["Seestadtstraße"],
        "in der Seestadt Aspern mit Badesee, autofreien Wohnstraßen und eigener Infrastruktur",
        "Die U2 hält in der Seestadt; in rund einer halben Stunde sind Sie am Karlsplatz.",
      ),
      area(
        ["Hirschstettner Straße"],
        "in Hirschstetten, nahe den Blumengärten Hirschstetten",
        "Bus und Straßenbahn 26 verbinden mit der U1 in Kagran und der U2.",
      ),
      area(
        ["Donau-City-Straße"],
        "in der Donau City zwischen Donaupark, UNO-City und Neuer Donau",
        "Die U1 hält an der Station Kaisermühlen-VIC, die Innenstadt ist in zehn Minuten erreicht.",
      ),
    ],
    OUTER,
  ),
  wien(
    23,
    "Liesing",
    "1230",
    48.14,
    16.29,
    0.95,
    ["Breitenfurter Straße", "Ketzergasse", "Perchtoldsdorfer Straße", "Rodauner Straße"],
    [
      area(
        ["Breitenfurter Straße"],
        "im Süden Wiens zwischen Atzgersdorf und Liesing",
        "Die S-Bahn hält in Atzgersdorf und Liesing, Buslinien verbinden mit der U6.",
      ),
      area(
        ["Ketzergasse", "Perchtoldsdorfer Straße", "Rodauner Straße"],
        "im grünen Süden Liesings zwischen Mauer, Rodaun und der Stadtgrenze zu Perchtoldsdorf",
        "Die Straßenbahn 60 fährt ab Rodaun nach Hietzing, Buslinien verbinden mit der S-Bahn in Liesing.",
      ),
    ],
    OUTER,
  ),
  noe(
    "Mödling",
    "Mödling",
    "2340",
    48.0856,
    16.2883,
    1.1,
    ["Hauptstraße", "Enzersdorfer Straße", "Neusiedler Straße", "Brühler Straße", "Meiereigasse"],
    [
      area(
        ["Hauptstraße", "Brühler Straße", "Meiereigasse"],
        "nahe der Mödlinger Altstadt mit Fußgängerzone und Schrannenplatz, am Weg in den Naturpark Föhrenberge",
        "Zum Bahnhof Mödling geht man rund zehn Minuten, die Schnellbahn fährt in rund 20 Minuten nach Wien Meidling.",
      ),
      area(
        ["Enzersdorfer Straße", "Neusiedler Straße"],
        "im ruhigen Osten von Mödling zwischen Bahnhof und Maria Enzersdorf",
        "Der Bahnhof Mödling mit Schnellbahn und Regionalzügen nach Wien ist in wenigen Minuten erreicht.",
      ),
    ],
  ),
  noe(
    "Korneuburg",
    "Korneuburg",
    "2100",
    48.3453,
    16.3331,
    0.8,
    ["Stockerauer Straße", "Hauptplatz", "Laaer Straße", "Donaustraße"],
    [
      area(
        ["Stockerauer Straße", "Hauptplatz", "Laaer Straße"],
        "im Zentrum von Korneuburg rund um den Hauptplatz mit Rathaus, Wochenmarkt und Geschäften",
        "Die Schnellbahn fährt in 15 Minuten nach Wien Floridsdorf, die A22 ist rasch erreicht.",
      ),
      area(
        ["Donaustraße"],
        "nahe dem Donauufer und der alten Werft",
        "Die Schnellbahn fährt in 15 Minuten nach Wien Floridsdorf, die A22 ist rasch erreicht.",
      ),
    ],
  ),
  noe(
    "Klosterneuburg",
    "Tulln",
    "3400",
    48.3053,
    16.325,
    1.2,
    ["Wiener Straße", "Albrechtsbergergasse", "Martinstraße", "Kierlinger Straße", "Buchberggasse"],
    [
      area(
        ["Wiener Straße", "Albrechtsbergergasse", "Martinstraße"],
        "unterhalb des Stifts Klosterneuburg, nahe dem Stadtplatz",
        "Die S40 fährt in rund zwölf Minuten nach Wien Heiligenstadt.",
      ),
      area(
        ["Kierlinger Straße", "Buchberggasse"],
        "in Kierling, in grüner Hanglage über den Weingärten",
        "Bus und Schnellbahn verbinden mit Wien Heiligenstadt, mit dem Auto ist die Stadtgrenze in zehn Minuten erreicht.",
      ),
    ],
  ),
  noe(
    "Brunn am Gebirge",
    "Mödling",
    "2345",
    48.1067,
    16.2867,
    1.0,
    ["Wiener Straße", "Liechtensteinstraße", "Enzersdorfer Straße", "Franz-Weiß-Straße"],
    [
      area(
        ["Wiener Straße", "Franz-Weiß-Straße"],
        "im Norden von Brunn am Gebirge, wenige Minuten von der Shopping City Süd und den Autobahnen A2 und A21",
        "Die Badner Bahn und die Schnellbahn-Station Brunn-Maria Enzersdorf verbinden mit Wien.",
      ),
      area(
        ["Liechtensteinstraße", "Enzersdorfer Straße"],
        "nahe dem Ortszentrum von Brunn am Gebirge mit Heurigen und Weinbergen",
        "Die Badner Bahn und die Schnellbahn-Station Brunn-Maria Enzersdorf sind zu Fuß erreichbar.",
      ),
    ],
  ),
  noe(
    "Perchtoldsdorf",
    "Mödling",
    "2380",
    48.1194,
    16.2656,
    1.25,
    ["Hochstraße", "Wiener Gasse", "Sonnbergstraße", "Marktplatz", "Brunner Gasse"],
    [
      area(
        ["Hochstraße", "Wiener Gasse", "Marktplatz", "Brunner Gasse"],
        "im Ortskern von Perchtoldsdorf rund um den Marktplatz mit Wehrturm, Geschäften und Heurigen",
        "Busse fahren zur Schnellbahn in Liesing und zur U6 in Siebenhirten; die Wiener Stadtgrenze ist in wenigen Minuten erreicht.",
      ),
      area(
        ["Sonnbergstraße"],
        "am Sonnberg, in ruhiger Hanglage am Rand des Wienerwalds",
        "Busse fahren zur Schnellbahn in Liesing und zur U6 in Siebenhirten.",
      ),
    ],
  ),
  noe(
    "Baden",
    "Baden",
    "2500",
    48.0069,
    16.2308,
    0.95,
    ["Vöslauer Straße", "Weilburgstraße", "Helenenstraße", "Mühlgasse", "Kaiser-Franz-Ring"],
    [
      area(
        ["Mühlgasse", "Kaiser-Franz-Ring"],
        "in der Badener Innenstadt nahe Kurpark, Fußgängerzone und Römertherme",
        "Die Badner Bahn fährt im Viertelstundentakt nach Wien, der Bahnhof Baden liegt in Gehweite.",
      ),
      area(
        ["Weilburgstraße", "Helenenstraße"],
        "am Eingang des Helenentals, wo die Kurstadt in Wald und Weinberge übergeht",
        "Bus und Rad bringen Sie in wenigen Minuten ins Zentrum und zur Badner Bahn nach Wien.",
      ),
      area(
        ["Vöslauer Straße"],
        "im Süden der Kurstadt, einer Gegend mit alten Villen und großen Gärten",
        "Das Zentrum mit Kurpark und Badner Bahn ist mit Bus oder Rad in wenigen Minuten erreicht, die A2 liegt nah.",
      ),
    ],
  ),
];

export const locationByKey = new Map(LOCATIONS.map((l) => [l.key, l]));

/** The neighbourhood a street belongs to. */
export function areaOf(loc, street) {
  const found = loc.areas.find((a) => a.streets.includes(street));
  if (!found) throw new Error(`street ${street} is in no area of ${loc.label}`);
  return found;
}
