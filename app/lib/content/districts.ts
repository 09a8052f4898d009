// The 15 district landing pages /immobilien/makler-beauftragen/{slug} (slugs and order per
// public-site.md). Descriptions are qualitative on purpose: the only figures are the price-per-m²
// range of the district's own live offers (district-prices.ts), labelled as offer prices.

/** How a landing page finds its properties: a Vienna district label, or Lower Austrian place names. */
export type DistrictMatch = { districtLabel: string } | { places: readonly string[] };

export interface District {
  slug: string;
  /** Breadcrumb and heading name, e.g. 'Wien 1. Bezirk – Innere Stadt'. */
  name: string;
  /** Short name for headings and CTAs, e.g. 'Innere Stadt'. */
  shortName: string;
  /** 'im 1. Bezirk' / 'in Mödling' for CTAs and the empty state. */
  inPlace: string;
  region: "Wien" | "Niederösterreich";
  /** Vienna: district_label 'Wien N. Bezirk'; Lower Austria: ort or politischer_bezirk. */
  match: DistrictMatch;
  title: string;
  description: string;
  intro: string;
  selling: string[];
  renting: string[];
  market: string[];
  /** Neighbourhoods and places we know well. */
  areas: string[];
  /** Typical buildings and ways of living in the district. */
  buildings: string;
}

const vienna = (n: number): DistrictMatch => ({ districtLabel: `Wien ${n}. Bezirk` });

export const DISTRICTS: readonly District[] = [
  {
    slug: "wien-1-bezirk-innere-stadt",
    name: "Wien 1. Bezirk – Innere Stadt",
    shortName: "Innere Stadt",
    inPlace: "im 1. Bezirk",
    region: "Wien",
    match: vienna(1),
    title: "Makler Wien 1. Bezirk Innere Stadt – Immobilie verkaufen & vermieten",
    description:
      "Immobilienmakler für die Wiener Innere Stadt: Altbau, Palais-Wohnungen und Dachgeschoße diskret verkaufen oder vermieten. Kostenlose Bewertung im 1. Bezirk.",
    intro:
      "Zwischen Ring und Donaukanal ist jede Adresse ein Einzelstück. Wer im 1. Bezirk verkauft oder vermietet, braucht einen Makler, der Stilaltbau, Palais-Etagen und ausgebaute Dachgeschoße unterscheiden kann – und weiß, welche Käufer dafür tatsächlich in Frage kommen.",
    selling: [
      "Käufer in der Inneren Stadt vergleichen nicht Quadratmeter, sondern Adressen: Blick auf den Stephansdom, eine ruhige Gasse im Blutgassenviertel oder die Nähe zur Freyung wiegen oft schwerer als ein zusätzliches Zimmer. Wir arbeiten diese Stärken heraus, lassen Grundrisse sauber neu zeichnen und klären vorab Punkte, die hier häufig Fragen aufwerfen: Wohnungseigentum nach WEG, Rücklage für Fassaden- und Dachsanierungen in der Schutzzone, Widmungen bei gemischt genutzten Häusern.",
      "Ein beachtlicher Teil unserer Interessenten für den 1. Bezirk sucht eine Zweitwohnung oder eine Kapitalanlage und möchte nicht öffentlich auftreten. Auf Wunsch vermarkten wir daher ohne Portalinserat, nur an vorgemerkte und finanziell geprüfte Käufer.",
    ],
    renting: [
      "Mieterinnen und Mieter in der City sind oft beruflich für einige Jahre in Wien: Diplomatie, Beratung, Kultur. Gefragt sind möblierte oder teilmöblierte Wohnungen mit befristetem Vertrag und klarer Hausordnung. Für Altbauwohnungen prüfen wir vorab, ob das Mietrechtsgesetz in Vollanwendung gilt und welcher Mietzins damit zulässig ist – das schützt Sie vor späteren Rückforderungen.",
    ],
    market: [
      "Das Angebot ist klein und wechselt selten den Besitzer; viele Häuser sind seit Generationen in Familienhand. Neubau gibt es fast nur als Dachgeschoßausbau oder als Umbau ehemaliger Büroetagen. Gute Erreichbarkeit ist selbstverständlich – U1, U3 und U4 halten im Bezirk, die Ringlinien umrunden ihn –, entscheidend sind daher Lärm, Licht und Lift.",
    ],
    areas: ["Blutgassenviertel", "Freyung und Herrengasse", "Textilviertel", "Stubenviertel", "Börseviertel", "Judenplatz"],
    buildings:
      "Der Bestand reicht vom mittelalterlichen Grundriss der Gassen über barocke Adelspalais und Bürgerhäuser bis zu den Palais der Ringstraßenzeit mit hohen Beletage-Räumen, Stuckdecken und Kastenfenstern. Hinzu kommen wenige Bauten der Nachkriegszeit, wo Bombenschäden Lücken hinterließen, und ausgebaute Dachgeschoße mit Terrassen über den Dächern der Altstadt.",
  },
  {
    slug: "wien-3-bezirk-landstrasse",
    name: "Wien 3. Bezirk – Landstraße",
    shortName: "Landstraße",
    inPlace: "im 3. Bezirk",
    region: "Wien",
    match: vienna(3),
    title: "Makler Wien 3. Bezirk Landstraße – Wohnung verkaufen & vermieten",
    description:
      "Ihr Immobilienmakler für Wien-Landstraße: vom Botschaftsviertel am Belvedere bis Neu Marx. Wohnungen verkaufen und vermieten mit kostenloser Bewertung im 3. Bezirk.",
    intro:
      "Die Landstraße ist zwei Bezirke in einem: das gediegene Botschaftsviertel zwischen Rennweg und Belvedere und die jungen Stadtquartiere rund um Neu Marx, den Aspanggründen und Erdberg. Wir kennen beide Seiten – und die Käufer, die sich jeweils dafür interessieren.",
    selling: [
      "Im Weißgerberviertel und rund um den Rochusmarkt verkaufen sich klassische Gründerzeitwohnungen mit Flügeltüren und Fischgrätparkett besonders gut an Paare und Familien, die aus dem 1. Bezirk oder aus den Bundesländern zuziehen. Bei Neubauwohnungen im Quartier Eurogate oder in Erdberg zählen dagegen Energieausweis, Freifläche und Garagenplatz. Wir stellen die Unterlagen passend zur Zielgruppe zusammen und kalkulieren den Angebotspreis aus vergleichbaren Abschlüssen im selben Grätzl.",
    ],
    renting: [
      "Durch Wien Mitte mit dem Flughafenzug und die Nähe zu Botschaften und internationalen Unternehmen ist der 3. Bezirk bei Mieterinnen und Mietern mit kurzen Wegen beliebt. Studierende der Musikuniversität suchen kleinere Einheiten, Familien eher drei Zimmer mit Innenhoflage. Wir sprechen beide Gruppen gezielt an und übernehmen auf Wunsch Bonitätsprüfung, Mietvertrag und Übergabeprotokoll.",
    ],
    market: [
      "Kaum ein Bezirk hat in den letzten Jahren so viel neuen Wohnraum bekommen. Das belebt den Markt, macht ihn aber auch unübersichtlicher: Eine Altbauwohnung am Arenbergpark konkurriert nicht mit einer Neubauwohnung beim Schlachthausgelände, auch wenn beide im selben Bezirk liegen. U3 und U4, die S-Bahn-Stammstrecke und die Straßenbahnlinien O und 18 prägen, welche Lagen gefragt sind.",
    ],
    areas: ["Weißgerberviertel", "Rochusmarkt", "Botschaftsviertel am Rennweg", "Arenbergpark", "Neu Marx", "Erdberg"],
    buildings:
      "Typisch sind Gründerzeit-Zinshäuser im Weißgerber- und Rochusviertel, großbürgerliche Häuser und Palais rund um Rennweg und Belvedere sowie Gemeindebauten der Zwischenkriegszeit wie der Rabenhof in Erdberg. Im Osten und Süden prägen Neubauten das Bild: Wohnhochhäuser und Wohnanlagen im Quartier Eurogate auf den ehemaligen Aspanggründen und rund um Neu Marx.",
  },
  {
    slug: "wien-4-bezirk-wieden",
    name: "Wien 4. Bezirk – Wieden",
    shortName: "Wieden",
    inPlace: "auf der Wieden",
    region: "Wien",
    match: vienna(4),
    title: "Makler Wien 4. Bezirk Wieden – Immobilie verkaufen & vermieten",
    description:
      "Immobilienmakler für die Wieden: Altbauwohnungen im Freihausviertel, rund um die Argentinierstraße und beim Hauptbahnhof verkaufen oder vermieten. Gratis-Bewertung im 4. Bezirk.",
    intro:
      "Die Wieden ist klein, zentral und erstaunlich ruhig. Vom Naschmarkt bis zum Südtiroler Platz reicht sie von Biedermeierhäusern im Freihausviertel bis zu den neuen Wohnhäusern beim Hauptbahnhof – ein Bezirk für Menschen, die Innenstadtnähe ohne Innenstadttrubel suchen.",
    selling: [
      "Typisch sind gepflegte Zinshäuser mit großzügigen Altbauwohnungen, oft mit Blick in begrünte Innenhöfe. Käufer achten hier besonders auf den Erhaltungszustand des Hauses und auf geplante Sanierungen. Wir lesen für Sie Protokolle der Eigentümerversammlungen und die Höhe der Rücklage, damit im Verkaufsgespräch keine offenen Fragen bleiben, und präsentieren Ihre Wohnung mit professionellen Fotos und maßstabsgetreuem Grundriss.",
    ],
    renting: [
      "Die Technische Universität am Karlsplatz und zahlreiche Institute sorgen für stetige Nachfrage nach gut geschnittenen Zwei- und Dreizimmerwohnungen. Rund um den Hauptbahnhof mieten viele, die regelmäßig pendeln. Wir empfehlen, Einrichtung und Mietdauer bewusst auf eine dieser Gruppen auszurichten – das verkürzt den Leerstand spürbar.",
    ],
    market: [
      "Zwischen Wiedner Hauptstraße, Favoritenstraße und Mittersteig wechseln ruhige Wohnstraßen mit belebten Einkaufsstraßen ab. Die U1 am Taubstummengasse und Südtiroler Platz, die Badner Bahn und die Straßenbahnlinien 1 und 62 machen fast jede Adresse gut erreichbar. Im Gebiet um den Hauptbahnhof ist mit dem Sonnwendviertel ein ganzer Stadtteil entstanden, der auch die angrenzenden Lagen der Wieden verändert hat.",
    ],
    areas: ["Freihausviertel", "Argentinierstraße", "Schaumburgergrund", "Mühlgasse", "Rainergasse", "Südtiroler Platz"],
    buildings:
      "Die Wieden ist überwiegend gründerzeitlich bebaut, mit großzügigen Altbauwohnungen in den Gassen um die Argentinierstraße und das Theresianum. Einzelne Biedermeierhäuser und Vorstadtpalais erinnern an die ältere Vorstadt, nahe dem Karlsplatz stehen repräsentative Bauten der Ringstraßenzeit. Moderne Wohnungen gibt es vor allem in Dachgeschoßen und in Neubauten an der Grenze zum Sonnwendviertel.",
  },
  {
    slug: "wien-6-bezirk-mariahilf",
    name: "Wien 6. Bezirk – Mariahilf",
    shortName: "Mariahilf",
    inPlace: "in Mariahilf",
    region: "Wien",
    match: vienna(6),
    title: "Makler Wien 6. Bezirk Mariahilf – Wohnung verkaufen & vermieten",
    description:
      "Immobilienmakler für Mariahilf: Altbau- und Dachgeschoßwohnungen zwischen Mariahilfer Straße, Gumpendorf und Naschmarkt verkaufen oder vermieten. Kostenlose Bewertung im 6. Bezirk.",
    intro:
      "Mariahilf lebt von Gegensätzen: die belebte Mariahilfer Straße auf der einen Seite, stille Gassen mit Stiegen und Hanglagen zum Wiental auf der anderen. Wer hier eine Wohnung anbietet, muss genau erklären können, warum gerade diese Adresse besonders ist.",
    selling: [
      "Viele Häuser stehen am Hang: Die Wohnung im dritten Stock kann straßenseitig hoch liegen und hofseitig fast ebenerdig in einen Garten führen. Solche Eigenheiten zeigen wir mit Fotos, Grundriss und Lageplan, statt sie in Nebensätzen zu verstecken. Dachgeschoße mit Terrasse Richtung Innenstadt, Altbauwohnungen in Gumpendorf und kompakte Wohnungen nahe dem Naschmarkt sprechen jeweils andere Käufer an – wir sortieren vor, wen wir zur Besichtigung einladen.",
    ],
    renting: [
      "Die Nachfrage nach Mietwohnungen ist in Mariahilf das ganze Jahr über hoch, vor allem von jungen Berufstätigen, die Wert auf kurze Wege zu Arbeit, Kultur und Nachtleben legen. Gerade deshalb lohnt eine sorgfältige Auswahl: Wir prüfen Einkommen und Referenzen und führen Besichtigungen gebündelt durch, statt Sie mit Einzelterminen zu belasten.",
    ],
    market: [
      "Mariahilf zählt zu den kleinsten Bezirken Wiens, Grundstücke für Neubauten sind rar. Das Angebot besteht daher überwiegend aus Gründerzeitwohnungen und Dachgeschoßausbauten. Die U3 unter der Mariahilfer Straße, die U4 im Wiental und die U6 an der Gumpendorfer Straße umschließen den Bezirk; das Haus des Meeres und der Esterházypark sind die grünen Orientierungspunkte.",
    ],
    areas: ["Gumpendorf", "Magdalenenviertel", "Esterházypark", "Naschmarkt", "Fillgraderstiege", "Windmühlgasse"],
    buildings:
      "Gründerzeithäuser mit vier bis fünf Geschoßen stehen dicht an dicht, entlang der Linken Wienzeile mit den Jugendstilfassaden Otto Wagners wie dem Majolikahaus. An den Hängen zum Wiental liegen ältere, niedrigere Vorstadthäuser mit Pawlatschen und Innenhöfen. Dazu kommen Dachgeschoßausbauten mit Blick über die Stadt und der Flakturm im Esterházypark als unübersehbare Landmarke.",
  },
  {
    slug: "wien-7-bezirk-neubau",
    name: "Wien 7. Bezirk – Neubau",
    shortName: "Neubau",
    inPlace: "in Neubau",
    region: "Wien",
    match: vienna(7),
    title: "Makler Wien 7. Bezirk Neubau – Immobilie verkaufen & vermieten",
    description:
      "Immobilienmakler für Wien-Neubau: Biedermeier am Spittelberg, Hofwohnungen, Ateliers und Geschäftslokale verkaufen oder vermieten. Kostenlose Bewertung im 7. Bezirk.",
    intro:
      "Neubau ist der Bezirk der Ateliers, kleinen Läden und Innenhöfe. Biedermeierhäuser am Spittelberg, Gründerzeit entlang der Neubaugasse und umgebaute Gewerbeflächen in den Höfen machen den Markt vielfältig – und Bewertungen anspruchsvoll.",
    selling: [
      "Eine Loftwohnung in einem ehemaligen Werkstatttrakt lässt sich nicht mit einer Standard-Altbauwohnung vergleichen. Wir bewerten solche Objekte anhand echter Vergleichsverkäufe und klären die Widmung, denn nicht jede ehemalige Gewerbefläche ist rechtlich eine Wohnung. Käufer in Neubau sind oft Kreative, Selbstständige und Familien, die bewusst in der Stadt bleiben wollen; sie entscheiden schnell, wenn Unterlagen und Besichtigung überzeugen.",
    ],
    renting: [
      "Neben Wohnungen vermitteln wir im 7. Bezirk häufig Geschäftslokale und kleine Büros im Erdgeschoß – für Concept-Stores, Studios oder Praxen. Hier kommt es auf Betriebskosten, Widmung und Schaufensterlage an. Bei Wohnungen suchen viele Mieterinnen und Mieter ruhige Hoflagen; das stellen wir im Inserat in den Vordergrund.",
    ],
    market: [
      "Mit dem Museumsquartier im Osten, der Mariahilfer Straße im Süden und der Burggasse im Norden ist Neubau kompakt und sehr gut versorgt. U3 und U6 sowie die Straßenbahnlinie 49 binden den Bezirk an. Das Angebot an Eigentumswohnungen ist schmal, Verkäufe sprechen sich im Grätzl schnell herum – eine vorgemerkte Interessentenliste ist hier besonders wertvoll.",
    ],
    areas: ["Spittelberg", "Siebensterngasse", "Neubaugasse", "Schottenfeld", "Kirchengasse", "Museumsquartier"],
    buildings:
      "Am Spittelberg stehen barocke und biedermeierliche Bürgerhäuser mit schmalen Fassaden, im übrigen Bezirk vor allem Gründerzeithäuser. Typisch für Neubau sind die tiefen Parzellen mit Hoftrakten, in denen früher Seidenweber, Druckereien und Werkstätten arbeiteten – heute Lofts, Ateliers und Büros. Neubauten entstehen meist als Baulückenschließung oder Dachausbau.",
  },
  {
    slug: "wien-9-bezirk-alsergrund",
    name: "Wien 9. Bezirk – Alsergrund",
    shortName: "Alsergrund",
    inPlace: "am Alsergrund",
    region: "Wien",
    match: vienna(9),
    title: "Makler Wien 9. Bezirk Alsergrund – Wohnung verkaufen & vermieten",
    description:
      "Immobilienmakler für den Alsergrund: Wohnungen im Servitenviertel, nahe AKH und Universität verkaufen oder vermieten. Kostenlose Immobilienbewertung im 9. Bezirk.",
    intro:
      "Der Alsergrund verbindet Universität, Spitäler und gewachsene Wohnviertel. Vom Servitenviertel bis zur Strudlhofstiege finden sich hier einige der schönsten Gründerzeitstraßen Wiens – und eine Nachfrage, die von Medizin und Wissenschaft geprägt ist.",
    selling: [
      "Wohnungen im Servitenviertel oder rund um den Liechtensteinpark sprechen Käufer an, die Ruhe und Altbaucharme suchen, aber in wenigen Minuten an der Universität oder in der Innenstadt sein wollen. Viele Interessenten arbeiten im AKH oder an den Universitätskliniken und haben wenig Zeit: Wir bereiten deshalb virtuelle Grundrisse und vollständige Unterlagen vor, damit eine Besichtigung für eine Entscheidung genügt.",
    ],
    renting: [
      "Ärztinnen und Ärzte in Ausbildung, Forschende mit befristeten Verträgen und Studierende sorgen für eine verlässliche Nachfrage nach möblierten Wohnungen mit ein bis drei Zimmern. Wir beraten Sie, ob eine befristete Vermietung sinnvoll ist, und kümmern uns um Vertrag, Kaution und Übergabe – auch wenn Sie selbst nicht in Wien wohnen.",
    ],
    market: [
      "Neben dem Altbaubestand entsteht rund um den Franz-Josefs-Bahnhof ein neues Stadtquartier, das den nördlichen Alsergrund spürbar verändert. U2 am Schottentor, U4 an der Rossauer Lände und Friedensbrücke sowie die U6 an der Währinger Straße sorgen für kurze Wege. Gefragt sind vor allem ruhige Hofseiten und Wohnungen mit Lift – in vielen Gründerzeithäusern wurde er erst nachgerüstet.",
    ],
    areas: ["Servitenviertel", "Liechtensteinpark", "Strudlhofstiege", "Altes AKH / Universitätscampus", "Rossau", "Lichtental"],
    buildings:
      "Der Alsergrund ist von Gründerzeithäusern geprägt, besonders dicht im Servitenviertel und zwischen Porzellangasse und Liechtensteinstraße. Das barocke Palais Liechtenstein mit seinem Park, der Campus im Alten AKH und die Votivkirche setzen Akzente. Am Nordrand stehen Bauten der Nachkriegs- und Gegenwartsarchitektur, etwa rund um den Franz-Josefs-Bahnhof und das Universitätszentrum Althanstraße.",
  },
  {
    slug: "wien-13-bezirk-hietzing",
    name: "Wien 13. Bezirk – Hietzing",
    shortName: "Hietzing",
    inPlace: "in Hietzing",
    region: "Wien",
    match: vienna(13),
    title: "Makler Wien 13. Bezirk Hietzing – Haus & Villa verkaufen",
    description:
      "Immobilienmakler für Hietzing: Cottage-Villen, Einfamilienhäuser und Gartenwohnungen zwischen Schönbrunn und Lainzer Tiergarten verkaufen oder vermieten. Kostenlose Bewertung im 13. Bezirk.",
    intro:
      "Hietzing ist Wiens grüner Westen: Villen im Cottagestil, Gartensiedlungen, der Schlosspark Schönbrunn und der Lainzer Tiergarten. Hier verkaufen wir vor allem Häuser und Gartenwohnungen an Familien, die Stadt und Natur verbinden wollen.",
    selling: [
      "Beim Verkauf eines Hauses in Hietzing entscheidet oft das Grundstück: Bebauungsbestimmungen, Bauklasse, Schutzzonen und mögliche Zubauten bestimmen den Wert mindestens so sehr wie das Gebäude selbst. Wir holen Flächenwidmung und Bebauungsplan ein, prüfen Baubewilligungen und zeigen Käufern, was auf dem Grund möglich ist. Für Villen in Alt-Hietzing und Ober St. Veit sprechen wir gezielt vorgemerkte Familien an, viele davon aus den inneren Bezirken.",
    ],
    renting: [
      "Häuser mit Garten werden in Hietzing häufig von Familien internationaler Unternehmen und Organisationen für einige Jahre gemietet. Sie erwarten gepflegte Gärten, Garage und gute Schulen in der Nähe. Wir erstellen ein Inventar, regeln Gartenpflege und Winterdienst im Vertrag und begleiten die Übergabe – damit Ihr Haus in gutem Zustand bleibt.",
    ],
    market: [
      "Große Teile Hietzings sind locker bebaut und stehen unter Schutz; neue Wohnungen entstehen daher meist in kleinen Projekten mit wenigen Einheiten. Die U4 in Hietzing und Ober St. Veit, die Straßenbahnlinien 60 und 62 und die Nähe zur Westautobahn machen den Bezirk für Pendler ebenso interessant wie für Ruhesuchende.",
    ],
    areas: ["Alt-Hietzing", "Ober St. Veit", "Lainz", "Speising", "Hacking", "Auhof"],
    buildings:
      "Hietzing ist der Bezirk der Villen und Einfamilienhäuser: Biedermeierhäuser in Alt-Hietzing nahe Schönbrunn, Villen der Jahrhundertwende in Ober St. Veit und Lainz, dazu die Werkbundsiedlung von 1932 mit Häusern namhafter Architekten. Wohnungen findet man in kleineren Wohnhäusern und Gemeindebauten; große Teile des Bezirks nehmen der Lainzer Tiergarten und die Grünflächen ein.",
  },
  {
    slug: "wien-19-bezirk-doebling",
    name: "Wien 19. Bezirk – Döbling",
    shortName: "Döbling",
    inPlace: "in Döbling",
    region: "Wien",
    match: vienna(19),
    title: "Makler Wien 19. Bezirk Döbling – Villa & Wohnung verkaufen",
    description:
      "Immobilienmakler für Döbling: Cottagevillen, Wohnungen in Grinzing, Sievering und Nussdorf verkaufen oder vermieten. Kostenlose und diskrete Bewertung im 19. Bezirk.",
    intro:
      "Döbling reicht vom Cottageviertel bis zu den Weinbergen am Kahlenberg. Heurigenorte wie Grinzing, Sievering und Nussdorf, Villen mit Fernblick und gepflegte Wohnhausanlagen machen den Bezirk zu einer der begehrtesten Wohngegenden Wiens.",
    selling: [
      "Für Villen und großzügige Wohnungen in Döbling empfehlen wir häufig einen diskreten Verkauf: Ein Exposé nur für vorgemerkte und finanziell geprüfte Interessenten, Besichtigungen nach Termin, keine Hausnummer im Inserat. Der Wert einer Hanglage mit Blick über Wien lässt sich nur mit Kenntnis vergleichbarer Objekte einschätzen; wir bewerten Ihr Haus auf Basis tatsächlicher Abschlüsse und des Zustands von Gebäude, Garten und Haustechnik.",
    ],
    renting: [
      "Repräsentative Wohnungen und Häuser in Döbling sind bei Diplomatinnen, Führungskräften und Familien mit Kindern an internationalen Schulen gefragt. Diese Mieter planen meist mehrere Jahre und achten auf Sicherheit, Garage und Garten. Wir prüfen Firmenmietverträge und Sicherheiten und stimmen Sonderwünsche wie Alarmanlage oder Möblierung mit Ihnen ab.",
    ],
    market: [
      "Im Cottageviertel gelten strenge Bebauungsregeln, in den Weinbaugebieten schützt die Widmung das Landschaftsbild. Das hält das Angebot knapp. Mit der U4 in Heiligenstadt, der U6 in Nussdorfer Straße und Spittelau, der S45 und den Linien 37 und 38 ist auch das hügelige Döbling gut angebunden; für viele Käufer zählt aber vor allem die Ruhe.",
    ],
    areas: ["Cottageviertel", "Grinzing", "Sievering", "Nussdorf", "Heiligenstadt", "Krim und Oberdöbling"],
    buildings:
      "Döbling verbindet Villen mit dörflichen Kernen: Weinhauerhäuser und Heurigen in Grinzing, Sievering und Nussdorf, Villen auf der Hohen Warte, darunter Bauten von Josef Hoffmann, und Gründerzeitvillen im Cottage. In Heiligenstadt steht mit dem Karl-Marx-Hof der bekannteste Gemeindebau Wiens, in Oberdöbling zahlreiche Wohnhäuser der Nachkriegszeit mit großen Grünflächen.",
  },
  {
    slug: "wien-22-bezirk-donaustadt",
    name: "Wien 22. Bezirk – Donaustadt",
    shortName: "Donaustadt",
    inPlace: "in der Donaustadt",
    region: "Wien",
    match: vienna(22),
    title: "Makler Wien 22. Bezirk Donaustadt – Haus & Wohnung verkaufen",
    description:
      "Immobilienmakler für die Donaustadt: Reihenhäuser, Einfamilienhäuser und Neubauwohnungen von der Seestadt Aspern bis zur Alten Donau verkaufen oder vermieten. Kostenlose Bewertung im 22. Bezirk.",
    intro:
      "Die Donaustadt ist Wiens größter und am schnellsten wachsender Bezirk. Zwischen Alter Donau, Lobau und Seestadt Aspern gibt es Einfamilienhäuser mit Garten, gewachsene Siedlungen und moderne Neubauwohnungen – jede Lage mit eigenem Publikum.",
    selling: [
      "Ein Reihenhaus in Essling, eine Wohnung mit Blick auf die Alte Donau und eine Neubauwohnung in der Seestadt haben wenig gemeinsam, außer der Postleitzahl. Wir bewerten Ihr Objekt deshalb nicht nach Bezirksdurchschnitt, sondern nach Lage im Bezirk, Baujahr und Ausstattung. Bei Häusern klären wir Fragen zum Grundstück, zu Zubauten und zur Baubewilligung, bei neueren Wohnungen Gewährleistung, Rücklage und Betriebskosten.",
    ],
    renting: [
      "Die Nähe zum Vienna International Centre und zur Donau City bringt internationale Mieterinnen und Mieter, die gut ausgestattete Wohnungen mit U-Bahn-Anschluss suchen. Junge Familien mieten gern Wohnungen mit Freifläche in der Seestadt oder in Stadlau. Für Anlegerwohnungen im Neubau übernehmen wir die Erstvermietung und beraten zu einem marktgerechten Mietzins.",
    ],
    market: [
      "Mit der U1 bis Leopoldau und der U2 bis in die Seestadt ist die Donaustadt heute viel näher an der Innenstadt als früher. Gleichzeitig bleiben Lobau, Donauinsel und Alte Donau prägend für die Wohnqualität. Durch die vielen Neubauprojekte ist das Angebot größer als in anderen Bezirken – eine realistische Preisstrategie ist hier besonders wichtig.",
    ],
    areas: ["Seestadt Aspern", "Kagran", "Stadlau", "Essling", "Hirschstetten", "Alte Donau und Donau City"],
    buildings:
      "Die Donaustadt ist Wiens flächengrößter Bezirk und baulich der vielfältigste: Hochhäuser der Donau City, große Wohnanlagen in Kagran, Stadlau und der Großfeldsiedlung, das Neubaugebiet Seestadt Aspern und weite Einfamilienhausgebiete in Essling, Breitenlee und Süßenbrunn. Altbestand gibt es nur in den historischen Ortskernen der einst eigenständigen Dörfer.",
  },
  {
    slug: "modling",
    name: "Mödling",
    shortName: "Mödling",
    inPlace: "in Mödling",
    region: "Niederösterreich",
    match: { places: ["Mödling"] },
    title: "Makler Mödling – Haus & Wohnung in Mödling verkaufen",
    description:
      "Immobilienmakler für Mödling: Villen, Einfamilienhäuser und Eigentumswohnungen am Rand des Wienerwalds verkaufen oder vermieten. Kostenlose Immobilienbewertung in Mödling.",
    intro:
      "Mödling verbindet eine lebendige Altstadt mit dem Wienerwald direkt vor der Tür. Gründerzeitvillen am Hang, Wohnungen nahe der Fußgängerzone und Häuser mit Blick auf den Anninger machen die Bezirkshauptstadt zu einer der gefragtesten Adressen südlich von Wien.",
    selling: [
      "Viele unserer Käuferinnen und Käufer für Mödling ziehen aus Wien hinaus und wollen Natur, ohne auf eine Stadt mit Schulen, Geschäften und Kultur zu verzichten. Wir präsentieren Ihre Immobilie genau für diese Zielgruppe: Schulweg, Bahnhof, Wanderwege und Nahversorgung gehören ins Exposé. Bei Villen und älteren Häusern erfassen wir den Sanierungsbedarf ehrlich – Käufer schätzen das und verhandeln weniger.",
    ],
    renting: [
      "Mietwohnungen in Mödling sind bei Paaren und Familien gefragt, die die Gegend kennenlernen wollen, bevor sie kaufen, sowie bei Lehrenden und Schülerfamilien der zahlreichen höheren Schulen. Wir bewerben Ihre Wohnung dort, wo diese Menschen suchen, und prüfen die Unterlagen sorgfältig, bevor wir Ihnen eine Mieterin oder einen Mieter vorschlagen.",
    ],
    market: [
      "Die Südbahn bringt Pendler in kurzer Zeit nach Wien, die Südautobahn liegt nahe. Bauland ist knapp, und der Wienerwald begrenzt die Stadt im Westen; neue Wohnungen entstehen vor allem durch Nachverdichtung. Unterschiedliche Lagen – Altstadt, Villenviertel, Neusiedlung – haben sehr unterschiedliche Preisniveaus, die wir aus eigener Vermittlung kennen.",
    ],
    areas: ["Altstadt und Fußgängerzone", "Villenviertel am Hang", "Richtung Anninger", "Bahnhofsnähe", "Neusiedlung", "Klausen"],
    buildings:
      "Die Altstadt um Schrannenplatz und Freiheitsplatz hat Bürgerhäuser aus Renaissance und Biedermeier, an den Hängen Richtung Anninger und Frauenstein stehen Villen aus der Zeit, als Mödling Sommerfrische wohlhabender Wienerinnen und Wiener war. Im Osten der Stadt überwiegen Reihenhäuser, Wohnhausanlagen der Nachkriegszeit und neuere Eigentumswohnungen.",
  },
  {
    slug: "korneuburg",
    name: "Korneuburg",
    shortName: "Korneuburg",
    inPlace: "in Korneuburg",
    region: "Niederösterreich",
    match: { places: ["Korneuburg"] },
    title: "Makler Korneuburg – Immobilie in Korneuburg verkaufen & vermieten",
    description:
      "Immobilienmakler für Korneuburg: Häuser, Reihenhäuser und Wohnungen nördlich von Wien verkaufen oder vermieten. Kostenlose Bewertung Ihrer Immobilie in Korneuburg.",
    intro:
      "Korneuburg liegt am linken Donauufer, wenige Bahnminuten von Wien-Floridsdorf entfernt. Der historische Hauptplatz mit dem Rathausturm, die Werft an der Donau und neue Wohnviertel am Stadtrand prägen eine Stadt, die für Familien und Pendler gleichermaßen attraktiv ist.",
    selling: [
      "In Korneuburg verkaufen wir vor allem Reihen- und Einfamilienhäuser sowie Wohnungen in kleineren Wohnanlagen. Käufer vergleichen hier bewusst mit Wien: Sie wollen wissen, wie lange sie mit der S-Bahn brauchen, wie es um Kinderbetreuung und Schulen steht und was das Haus an laufenden Kosten verursacht. Diese Fragen beantworten wir im Exposé, bevor sie gestellt werden.",
    ],
    renting: [
      "Mieterinnen und Mieter in Korneuburg sind häufig junge Paare, die in Wien arbeiten, sowie Beschäftigte aus der Region. Gefragt sind Wohnungen mit Balkon oder Garten und ein Stellplatz. Wir empfehlen Vermietern, Energieausweis und Betriebskostenübersicht vollständig vorzubereiten – das erleichtert den Vergleich und beschleunigt den Abschluss.",
    ],
    market: [
      "Mit der Schnellbahn nach Floridsdorf und Praterstern sowie der Donauufer-Autobahn ist Korneuburg eng an Wien gebunden. Die Entwicklung des Werftgeländes und neue Wohnprojekte erweitern das Angebot; Altbestand am Hauptplatz und in den Gassen rundherum bleibt selten. Wir kennen die Unterschiede zwischen Zentrum, Siedlungsgebieten und Donaunähe aus eigener Vermittlung.",
    ],
    areas: [
      "Hauptplatz und Altstadt",
      "Werftgelände",
      "Donaunähe",
      "Siedlungsgebiete am Stadtrand",
      "Bahnhofsumfeld",
      "Richtung Burg Kreuzenstein",
    ],
    buildings:
      "Der Hauptplatz mit dem neugotischen Rathausturm ist von zwei- und dreigeschoßigen Bürgerhäusern gesäumt, dahinter liegen Gassen mit kleineren Altbauten. Nach außen schließen Einfamilien- und Reihenhaussiedlungen an, Richtung Donau entstehen auf dem Gelände der ehemaligen Schiffswerft neue Wohnungen. Auf dem Kreuzenstein-Hügel nahe der Stadt thront die gleichnamige Burg.",
  },
  {
    slug: "klosterneuburg",
    name: "Klosterneuburg",
    shortName: "Klosterneuburg",
    inPlace: "in Klosterneuburg",
    region: "Niederösterreich",
    match: { places: ["Klosterneuburg"] },
    title: "Makler Klosterneuburg – Haus & Villa in Klosterneuburg verkaufen",
    description:
      "Immobilienmakler für Klosterneuburg: Häuser, Villen und Wohnungen in Kierling, Weidling, Kritzendorf und Gugging verkaufen oder vermieten. Kostenlose Bewertung in Klosterneuburg.",
    intro:
      "Zwischen Stift, Donau und Wienerwald ist Klosterneuburg ein Ort mit vielen Gesichtern: Weinbau und Hanglagen in Weidling, Häuser im Grünen in Kierling, Sommerfrische-Charme in Kritzendorf und ein internationaler Forschungscampus in Gugging.",
    selling: [
      "Hanglagen, Zufahrt und Grundstückszuschnitt bestimmen in Klosterneuburg den Wert eines Hauses oft stärker als die Wohnfläche. Wir schauen uns die Erschließung, die Bebauungsbestimmungen und eventuelle Hochwasserzonen in Donaunähe genau an und weisen Käufer offen darauf hin. So vermeiden wir Nachverhandlungen kurz vor Vertragsunterzeichnung.",
    ],
    renting: [
      "Der Forschungscampus in Maria Gugging bringt Wissenschaftlerinnen und Wissenschaftler aus aller Welt nach Klosterneuburg, die für einige Jahre möblierte Wohnungen oder Häuser suchen. Dazu kommen Familien aus Wien, die das Leben am Stadtrand erst mieten, bevor sie kaufen. Wir vermarkten Ihr Objekt auf Wunsch zweisprachig und organisieren Besichtigungen auch per Video.",
    ],
    market: [
      "Die Schnellbahn verbindet Klosterneuburg mit Heiligenstadt und Spittelau; wer mit dem Auto fährt, ist über die Donauuferstraße rasch in Wien. Das Angebot reicht vom Gründerzeithaus am Stadtplatz bis zum modernen Einfamilienhaus am Waldrand. Neue Flächen sind knapp, weil Wienerwald und Weinberge die Bebauung begrenzen.",
    ],
    areas: ["Stadtplatz und Stift", "Kierling", "Weidling", "Kritzendorf", "Maria Gugging", "Höflein an der Donau"],
    buildings:
      "Das Stift Klosterneuburg prägt die Oberstadt, um Stadtplatz und Rathausplatz stehen Bürgerhäuser und Gründerzeitbauten. In Kierling, Weidling und Maria Gugging wohnt man überwiegend im Einfamilienhaus, oft in Hanglage am Wienerwald; in Kritzendorf stehen am Strombad noch Sommerhäuser aus der Zwischenkriegszeit. Wohnungen gibt es vor allem in kleineren Anlagen der letzten Jahrzehnte.",
  },
  {
    slug: "brunn-am-gebirge",
    name: "Brunn am Gebirge",
    shortName: "Brunn am Gebirge",
    inPlace: "in Brunn am Gebirge",
    region: "Niederösterreich",
    match: { places: ["Brunn am Gebirge"] },
    title: "Makler Brunn am Gebirge – Immobilie verkaufen & vermieten",
    description:
      "Immobilienmakler für Brunn am Gebirge: Reihenhäuser, Einfamilienhäuser und Wohnungen an der Stadtgrenze zu Wien-Liesing verkaufen oder vermieten. Kostenlose Bewertung in Brunn.",
    intro:
      "Brunn am Gebirge grenzt direkt an Wien-Liesing und bietet dennoch Weingärten, Heurigen und einen gewachsenen Ortskern. Für viele Familien ist die Marktgemeinde der ideale Kompromiss zwischen Stadt und Land.",
    selling: [
      "Reihenhäuser und Doppelhaushälften aus den Siebziger- bis Neunzigerjahren sind in Brunn besonders gefragt – vorausgesetzt, Käufer wissen, was an Sanierung auf sie zukommt. Wir dokumentieren Heizung, Fenster, Dach und Dämmung, holen bei Bedarf einen aktuellen Energieausweis ein und schätzen realistisch ein, welchen Preis der Zustand rechtfertigt. Bei Wohnungen im Ortszentrum zählen Stellplatz und Freifläche.",
    ],
    renting: [
      "Durch die Nähe zu den Gewerbegebieten im Süden Wiens und zur Shopping City Süd gibt es in Brunn viele Mieterinnen und Mieter, die kurze Arbeitswege suchen. Kleinere Wohnungen vermieten sich an Berufseinsteiger, größere an Familien, die in der Gegend bleiben möchten. Wir begleiten Sie vom Inserat bis zur Übergabe.",
    ],
    market: [
      "Mit dem Bahnhof Brunn-Maria Enzersdorf an der Südbahn, der Badner Bahn und dem schnellen Anschluss an die Südautobahn und die A21 ist Brunn hervorragend erreichbar. Gleichzeitig halten Weinbau und die Hänge Richtung Föhrenberge den Ort grün. Das Angebot an Häusern ist begrenzt, gute Objekte sind oft innerhalb weniger Wochen vergeben.",
    ],
    areas: [
      "Ortskern und Kirchenplatz",
      "Weingärten und Heurigenzone",
      "Siedlungsgebiet am Hang",
      "Bahnhofsumfeld",
      "Grenze zu Liesing",
      "Richtung Föhrenberge",
    ],
    buildings:
      "Brunn ist ein gewachsener Weinort: Im Ortskern stehen Hauerhäuser mit Innenhöfen und Heurigen, rundherum Einfamilien- und Reihenhäuser aus den Jahrzehnten nach 1960. Neuere Wohnungen entstanden in kleineren Anlagen und auf früheren Betriebsflächen, während das Gewerbegebiet an der Grenze zu Wien mit Büros und Handel einen eigenen Teil des Ortes bildet.",
  },
  {
    slug: "perchtoldsdorf",
    name: "Perchtoldsdorf",
    shortName: "Perchtoldsdorf",
    inPlace: "in Perchtoldsdorf",
    region: "Niederösterreich",
    match: { places: ["Perchtoldsdorf"] },
    title: "Makler Perchtoldsdorf – Haus & Villa in Perchtoldsdorf verkaufen",
    description:
      "Immobilienmakler für Perchtoldsdorf: Villen, Einfamilienhäuser und Gartenwohnungen zwischen Heide, Wehrturm und Wienerwald verkaufen oder vermieten. Kostenlose Bewertung.",
    intro:
      "Perchtoldsdorf mit seinem Wehrturm, dem Marktplatz und der Perchtoldsdorfer Heide ist eine der beliebtesten Wohngemeinden an der Wiener Stadtgrenze. Gepflegte Villen, Häuser mit großen Gärten und kleine Wohnanlagen prägen den Ort.",
    selling: [
      "Wer in Perchtoldsdorf kauft, sucht meist langfristig: Familien, die ein Haus mit Garten in Gehweite zur Schule wollen, oder Paare, deren Kinder ausgezogen sind und die in eine Gartenwohnung wechseln. Wir sprechen beide Gruppen gezielt an und bereiten Unterlagen zu Grundstück, Bebauung und Baubewilligungen vollständig auf. Bei hochwertigen Objekten verkaufen wir auf Wunsch ohne öffentliches Inserat.",
    ],
    renting: [
      "Mietobjekte sind in Perchtoldsdorf selten und entsprechend schnell vergeben. Gefragt sind vor allem Häuser und größere Wohnungen mit Garten, oft von Familien, die beruflich für einige Jahre nach Wien kommen. Wir prüfen Interessentinnen und Interessenten gründlich und vereinbaren klare Regeln für Garten und Instandhaltung.",
    ],
    market: [
      "Die Nähe zu Wien-Liesing mit der U6 in Siebenhirten, der Bahnhof an der Südbahn und Busverbindungen machen Perchtoldsdorf trotz seines dörflichen Charakters gut erreichbar. Der Ort wächst nur behutsam, weil Heide, Weingärten und Wienerwald als Grünraum erhalten bleiben. Für Verkäufer bedeutet das eine stabile Nachfrage bei begrenztem Angebot.",
    ],
    areas: [
      "Marktplatz und Wehrturm",
      "Perchtoldsdorfer Heide",
      "Heurigenviertel",
      "Hochstraße",
      "Villenlagen am Waldrand",
      "Grenze zu Rodaun",
    ],
    buildings:
      "Rund um den Marktplatz mit dem freistehenden Wehrturm und der gotischen Pfarrkirche stehen Weinhauerhäuser und Heurigenbetriebe mit langen Höfen. Villen aus Gründerzeit und Jugendstil liegen an den Hängen Richtung Wienerwald und Heide, dazwischen Einfamilienhaussiedlungen. Wohnungen gibt es überwiegend in kleinen, oft gut ausgestatteten Anlagen mit Garten- oder Terrassenanteil.",
  },
  {
    slug: "baden",
    name: "Baden",
    shortName: "Baden",
    inPlace: "in Baden",
    region: "Niederösterreich",
    match: { places: ["Baden", "Baden bei Wien"] },
    title: "Makler Baden bei Wien – Villa & Wohnung in Baden verkaufen",
    description:
      "Immobilienmakler für Baden bei Wien: Biedermeiervillen, Stadtwohnungen und Häuser im Helenental verkaufen oder vermieten. Kostenlose Bewertung Ihrer Immobilie in Baden.",
    intro:
      "Die Kurstadt Baden mit ihren Thermen, dem Kurpark und den Biedermeierfassaden gehört zu den großen Kurstädten Europas. Wer hier verkauft, bietet nicht nur eine Immobilie an, sondern einen Lebensstil – das muss die Vermarktung zeigen.",
    selling: [
      "Villen aus Biedermeier und Gründerzeit, Wohnungen in der Innenstadt und Häuser am Eingang des Helenentals sprechen sehr unterschiedliche Käufer an: Familien aus dem Süden Wiens, Menschen, die ihren Ruhestand in einer Stadt mit Kultur und Gesundheitsangebot verbringen wollen, und Käufer einer Zweitwohnung. Bei denkmalgeschützten Objekten klären wir vorab, welche Auflagen gelten, und stellen Sanierungen der letzten Jahre nachvollziehbar dar.",
    ],
    renting: [
      "In Baden fragen Beschäftigte des Klinikums und der Kureinrichtungen ebenso nach Mietwohnungen wie Pendler, die mit der Badner Bahn direkt bis zur Wiener Oper fahren. Kleinere Wohnungen in Zentrumsnähe vermieten sich gut an Einzelpersonen, größere an Familien. Wir beraten Sie zu Mietzins, Befristung und Ausstattung.",
    ],
    market: [
      "Die Südbahn und die Badner Bahn verbinden Baden mit Wien, die Südautobahn liegt vor der Stadt. Der historische Stadtkern ist geschützt und bietet wenig Raum für Neubau; neue Wohnungen entstehen vor allem an den Rändern. Zwischen Kurzone, Weinbaugebieten am Hang und Siedlungen in der Ebene unterscheiden sich die Preise deutlich – wir kennen die Grenzen dieser Lagen.",
    ],
    areas: ["Kurpark und Innenstadt", "Helenental", "Weikersdorf", "Leesdorf", "Weinberge am Badener Berg", "Rund um die Römertherme"],
    buildings:
      "Nach dem Stadtbrand von 1812 wurde Baden im Biedermeierstil neu aufgebaut, viele Bauten nach Plänen Joseph Kornhäusels; seit 2021 gehört die Kurstadt zum UNESCO-Welterbe der Great Spa Towns of Europe. Zwischen Kurpark und Helenental stehen Villen der Kurgäste aus dem 19. Jahrhundert, in der Ebene Richtung Osten Wohnhausanlagen und Einfamilienhaussiedlungen jüngeren Datums.",
  },
];

export function getDistrict(slug: string): District | null {
  return DISTRICTS.find((district) => district.slug === slug) ?? null;
}
