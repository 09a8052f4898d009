// Six demo blog articles (table blog_posts, public-site.md section 2 "Blog"): German HTML on
// Austrian real-estate topics. The seed sanitises `content` with the app's sanitiser before
// storing it, like every other HTML that reaches the database (DESIGN.md section 3).
import { blogImage } from "./images.mjs";

export const BLOG_POSTS = [
  {
    id: "kaufnebenkosten-in-oesterreich-2026",
    title: "Kaufnebenkosten in Österreich 2026: Mit diesen Kosten müssen Sie rechnen",
    teaser:
      "Grunderwerbsteuer, Eintragungsgebühr, Notar und Provision: Wer eine Immobilie kauft, sollte rund zehn Prozent des Kaufpreises zusätzlich einplanen.",
    category: "Kaufen",
    image_url: blogImage("kaufnebenkosten"),
    published_at: "2026-02-10",
    content: `<p>Der Kaufpreis ist nur ein Teil der Rechnung. Wer in Wien oder Niederösterreich eine Wohnung oder ein Haus kauft, zahlt zusätzlich Steuern, Gebühren und Honorare – die sogenannten Kaufnebenkosten. Als Faustregel gilt: Planen Sie rund neun bis elf Prozent des Kaufpreises ein, und zwar aus Eigenmitteln, denn Banken finanzieren Nebenkosten nur ungern mit.</p>
<h2>Grunderwerbsteuer: 3,5 Prozent</h2>
<p>Die Grunderwerbsteuer beträgt 3,5 Prozent der Gegenleistung, in der Regel also des Kaufpreises. Sie wird vom Vertragserrichter selbst berechnet und an das Finanzamt abgeführt. Bei Schenkungen und Erbschaften im Familienkreis gelten gestaffelte, deutlich niedrigere Sätze.</p>
<h2>Grundbuchseintragung: 1,1 Prozent</h2>
<p>Für die Eintragung des Eigentumsrechts im Grundbuch fallen 1,1 Prozent des Kaufpreises an. Wird der Kauf mit einem Kredit finanziert, kommt die Eintragung des Pfandrechts hinzu: 1,2 Prozent des eingetragenen Pfandbetrags, der meist etwas über der Kreditsumme liegt.</p>
<p>Wichtig für Käuferinnen und Käufer, die einen Hauptwohnsitz erwerben: Für Verträge ab dem 1. April 2024 entfallen die Eintragungsgebühren für Eigentum und Pfandrecht auf einen Betrag bis 500.000 Euro, sofern die Eintragung bis 30. Juni 2026 beantragt wird und der Kaufpreis zwei Millionen Euro nicht übersteigt. Wer den Wohnsitz nicht rechtzeitig begründet, muss die Gebühr nachzahlen.</p>
<h2>Vertragserrichtung und Treuhandschaft</h2>
<p>Kaufvertrag, Treuhandabwicklung und Grundbuchsgesuch übernimmt ein Notar oder eine Rechtsanwältin. Üblich sind ein bis zwei Prozent des Kaufpreises zuzüglich 20 Prozent Umsatzsteuer sowie Barauslagen für Beglaubigungen und Grundbuchsauszüge. Vergleichen lohnt sich: Viele Kanzleien bieten Pauschalen an.</p>
<h2>Maklerprovision</h2>
<p>Beim Kauf darf die Provision bei einem Kaufpreis über 48.448,51 Euro höchstens drei Prozent zuzüglich Umsatzsteuer betragen, insgesamt also 3,6 Prozent. Sie ist erst fällig, wenn der Kaufvertrag rechtswirksam zustande kommt.</p>
<h2>Rechenbeispiel für eine Wohnung um 450.000 Euro</h2>
<ul>
<li>Grunderwerbsteuer (3,5 %): 15.750 Euro</li>
<li>Eintragung Eigentumsrecht (1,1 %): 4.950 Euro</li>
<li>Vertragserrichtung und Treuhand (ca. 1,5 % + USt.): 8.100 Euro</li>
<li>Maklerprovision (3 % + USt.): 16.200 Euro</li>
</ul>
<p>Zusammen sind das rund 45.000 Euro oder zehn Prozent des Kaufpreises – ohne Pfandrecht, Bankspesen und Übersiedlung. Unser Tipp: Lassen Sie sich vor dem Kaufanbot eine Aufstellung der Nebenkosten geben. Wir rechnen sie für jedes unserer Objekte gerne mit Ihnen durch.</p>`,
  },
  {
    id: "bestellerprinzip-bei-mietwohnungen",
    title: "Bestellerprinzip: Wer zahlt die Maklerprovision bei Mietwohnungen?",
    teaser: "Seit 1. Juli 2023 zahlt in Österreich, wer den Makler beauftragt. Was das für Mieterinnen, Mieter und Vermieter bedeutet.",
    category: "Mieten",
    image_url: blogImage("bestellerprinzip"),
    published_at: "2026-04-08",
    content: `<p>Mit 1. Juli 2023 ist in Österreich das Bestellerprinzip bei der Vermittlung von Mietwohnungen in Kraft getreten. Der Grundsatz ist einfach: Wer die Maklerin oder den Makler beauftragt, bezahlt auch die Provision. In der Praxis sind das fast immer die Vermieter.</p>
<h2>Was gilt für Mieterinnen und Mieter?</h2>
<p>Wohnungssuchende zahlen nur dann eine Provision, wenn sie selbst den Makler als Erste beauftragen – etwa mit einem konkreten Suchauftrag – und dieser daraufhin eine Wohnung findet, die er nicht schon vorher im Angebot hatte. Für inserierte Wohnungen fällt für Mieter daher in aller Regel keine Provision an.</p>
<h2>Was gilt für Vermieter?</h2>
<p>Vermieter, die ihre Wohnung über einen Makler vergeben, tragen die Provision. Das Gesetz sieht Umgehungsschutz vor: Die Kosten dürfen nicht über Ablösen oder andere Zahlungen an die Mieter weitergegeben werden. Verstöße können mit Verwaltungsstrafen bis 3.600 Euro geahndet werden.</p>
<h2>Wofür gilt das Bestellerprinzip nicht?</h2>
<ul>
<li>beim Kauf von Wohnungen und Häusern,</li>
<li>bei Geschäftslokalen, Büros und anderen Gewerbeflächen,</li>
<li>bei Garagen- und Stellplätzen, die nicht mit einer Wohnung vermietet werden.</li>
</ul>
<h2>Lohnt sich ein Makler für Vermieter trotzdem?</h2>
<p>Ja, wenn Zeit und Rechtssicherheit zählen. Wir übernehmen Mietzinsberechnung nach Mietrechtsgesetz, Fotos und Inserat, Besichtigungen, Bonitätsprüfung, Mietvertrag und Übergabeprotokoll. Gerade bei Altbauwohnungen im Vollanwendungsbereich des MRG schützt eine korrekte Mietzinsbildung vor teuren Rückforderungen.</p>
<p>Sie möchten Ihre Wohnung vermieten? Sprechen Sie mit unserem Vermietungsteam – wir beraten Sie unverbindlich.</p>`,
  },
  {
    id: "energieausweis-richtig-lesen",
    title: "Energieausweis richtig lesen: HWB, fGEE und Energieklassen erklärt",
    teaser:
      "Der Energieausweis ist beim Verkauf und bei der Vermietung Pflicht. So verstehen Sie die Kennzahlen und wissen, was eine Wohnung im Betrieb kostet.",
    category: "Ratgeber",
    image_url: blogImage("energieausweis"),
    published_at: "2026-05-20",
    content: `<p>Seit dem Energieausweis-Vorlage-Gesetz 2012 müssen Verkäufer und Vermieter bereits im Inserat den Heizwärmebedarf (HWB) und den Gesamtenergieeffizienz-Faktor (fGEE) angeben und den Ausweis spätestens bei Vertragsabschluss übergeben. Doch was sagen die Zahlen aus?</p>
<h2>HWB: der Heizwärmebedarf</h2>
<p>Der HWB gibt an, wie viele Kilowattstunden Wärme pro Quadratmeter und Jahr nötig sind, um die Räume auf 20 Grad zu halten – unabhängig vom Heizsystem. Ein HWB von 50 kWh/m²a entspricht der Klasse B, ein unsanierter Gründerzeitbau liegt oft bei 120 bis 180 kWh/m²a (Klassen D bis E).</p>
<h2>fGEE: die Gesamtenergieeffizienz</h2>
<p>Der fGEE vergleicht den Energiebedarf des Gebäudes inklusive Haustechnik mit einem Referenzgebäude aus dem Jahr 2007. Ein Wert unter 1 bedeutet: effizienter als die Referenz. Moderne Neubauten mit Wärmepumpe erreichen Werte um 0,7.</p>
<h2>Die Energieklassen</h2>
<ul>
<li><strong>A++ bis A:</strong> Passiv- und Niedrigstenergiehäuser, sehr geringe Heizkosten</li>
<li><strong>B bis C:</strong> typischer Neubau oder gut sanierter Altbau</li>
<li><strong>D bis E:</strong> unsanierter Altbau, Sanierungspotenzial</li>
<li><strong>F bis G:</strong> hoher Energieverbrauch, Sanierung dringend zu empfehlen</li>
</ul>
<h2>Gültigkeit und Strafen</h2>
<p>Ein Energieausweis ist zehn Jahre gültig. Wer ihn nicht vorlegt oder die Kennzahlen im Inserat weglässt, riskiert eine Verwaltungsstrafe von bis zu 1.450 Euro. Fehlt der Ausweis, dürfen Käufer oder Mieter ihn zudem auf Kosten des Verkäufers erstellen lassen.</p>
<p>Bei jeder unserer Immobilien finden Sie die Energiekennzahlen im Exposé. Fehlt ein aktueller Ausweis, vermitteln wir gerne eine befugte Fachperson.</p>`,
  },
  {
    id: "wohnungsmarkt-wien-herbst-2026",
    title: "Wohnungsmarkt Wien im Herbst 2026: Wo sich Kaufen noch lohnt",
    teaser:
      "Stabile Preise in den inneren Bezirken, viel Neubau in Donaustadt und Floridsdorf: ein Überblick über den Wiener Markt und die Lagen mit Potenzial.",
    category: "Markt",
    image_url: blogImage("wohnungsmarkt"),
    published_at: "2026-10-28",
    content: `<p>Nach den Zinsanstiegen der Jahre 2022 und 2023 hat sich der Wiener Wohnungsmarkt beruhigt. Die Finanzierung ist wieder planbarer, die Nachfrage nach Eigentum zieht an – vor allem bei gut geschnittenen Wohnungen mit Freifläche.</p>
<h2>Innere Bezirke: knappes Angebot</h2>
<p>In der Inneren Stadt, in der Josefstadt, in Neubau und auf der Wieden bleibt das Angebot an Altbauwohnungen knapp. Sanierte Stilaltbauwohnungen mit Lift und Balkon sind schnell verkauft; bei unsanierten Objekten verhandeln Käufer dagegen deutlich härter, weil die Sanierungskosten gestiegen sind.</p>
<h2>Außenbezirke: Neubau und Infrastruktur</h2>
<p>In Donaustadt und Floridsdorf entstehen weiterhin viele neue Wohnungen. Die Seestadt Aspern, die Verlängerung der Straßenbahnlinien und neue Schulstandorte machen diese Bezirke für junge Familien attraktiv. Hier finden Käufer noch Wohnungen mit Freifläche zu Preisen, die in den inneren Bezirken längst Geschichte sind.</p>
<h2>Das Umland gewinnt</h2>
<p>Mödling, Perchtoldsdorf, Klosterneuburg und Korneuburg profitieren von guten S-Bahn-Verbindungen. Wer Garten und Ruhe sucht, findet dort Reihen- und Einfamilienhäuser, die in Wien kaum leistbar wären.</p>
<h2>Worauf Käufer jetzt achten sollten</h2>
<ul>
<li>Betriebskosten und Energieklasse: Sie bestimmen die monatliche Belastung mit.</li>
<li>Rücklage und geplante Sanierungen der Eigentümergemeinschaft.</li>
<li>Öffentliche Anbindung – sie stützt den Wert langfristig.</li>
</ul>
<p>Sie überlegen, Ihre Wohnung zu verkaufen? Mit einer kostenlosen Bewertung erfahren Sie, was Ihre Immobilie am aktuellen Markt wert ist.</p>`,
  },
  {
    id: "anlegerwohnung-kaufen-worauf-achten",
    title: "Anlegerwohnung kaufen: Rendite, Steuern und Mietrecht im Überblick",
    teaser:
      "Eine vermietete Wohnung als Geldanlage: Welche Bruttorendite realistisch ist, was das Mietrechtsgesetz vorgibt und wie die Vorsteuer funktioniert.",
    category: "Investment",
    image_url: blogImage("anlegerwohnung"),
    published_at: "2026-07-14",
    content: `<p>Eine Anlegerwohnung soll Mieteinnahmen bringen und ihren Wert langfristig erhalten. Damit die Rechnung aufgeht, sollten Investorinnen und Investoren drei Dinge prüfen: Rendite, Mietrecht und Steuern.</p>
<h2>Realistische Renditen</h2>
<p>In Wien liegen die Bruttorenditen für Wohnungen typischerweise zwischen drei und fünf Prozent pro Jahr. Die Bruttorendite ist die Jahresnettomiete geteilt durch den Kaufpreis. Nach Abzug von nicht umlegbaren Kosten, Leerstand und Instandhaltung bleibt die Nettorendite meist deutlich darunter.</p>
<h2>Mietrechtsgesetz: Richtwert oder freier Mietzins?</h2>
<p>Für Wohnungen in Altbauten, die vor 1945 errichtet wurden, gilt in der Regel der Richtwertmietzins mit Zu- und Abschlägen. Neubauwohnungen, die ohne öffentliche Förderung errichtet wurden, können frei vermietet werden. Der Unterschied wirkt sich unmittelbar auf die erzielbare Miete aus – lassen Sie ihn vor dem Kauf prüfen.</p>
<h2>Vorsteuerabzug und Abschreibung</h2>
<p>Beim Kauf einer neu errichteten Wohnung vom Bauträger kann die Umsatzsteuer als Vorsteuer geltend gemacht werden, wenn die Wohnung unternehmerisch vermietet wird. Die Mieten sind dann mit zehn Prozent umsatzsteuerpflichtig. Das Gebäude wird mit 1,5 Prozent pro Jahr abgeschrieben, der Grundanteil nicht.</p>
<h2>Checkliste für Anleger</h2>
<ul>
<li>Lage mit guter Anbindung an U-Bahn oder S-Bahn</li>
<li>Grundriss mit zwei Zimmern – die am stärksten nachgefragte Größe</li>
<li>Freifläche und gute Energieklasse</li>
<li>Nebenkosten von rund zehn Prozent einplanen</li>
</ul>
<p>Unsere Investmentberatung stellt Ihnen passende Anlegerwohnungen mit vollständiger Renditeberechnung zusammen.</p>`,
  },
  {
    id: "haus-verkaufen-checkliste",
    title: "Haus verkaufen: Die Checkliste für einen reibungslosen Verkauf",
    teaser:
      "Von den Unterlagen bis zur Immobilienertragsteuer: Was Eigentümerinnen und Eigentümer vor dem Verkauf ihres Hauses vorbereiten sollten.",
    category: "Verkaufen",
    image_url: blogImage("hausverkauf"),
    published_at: "2026-09-03",
    content: `<p>Ein Hausverkauf ist für die meisten Eigentümer eine einmalige Angelegenheit. Mit guter Vorbereitung verkaufen Sie schneller und zu einem besseren Preis – und vermeiden Überraschungen beim Notar.</p>
<h2>1. Unterlagen zusammenstellen</h2>
<ul>
<li>aktueller Grundbuchsauszug</li>
<li>gültiger Energieausweis (Pflicht bei Inserat und Verkauf)</li>
<li>Einreich- und Bestandspläne, Baubewilligung und Fertigstellungsanzeige</li>
<li>Nachweise über Sanierungen, Heizungs- und Kaminbefunde</li>
<li>Flächenwidmung und Bebauungsbestimmungen der Gemeinde</li>
</ul>
<h2>2. Den richtigen Preis finden</h2>
<p>Ein zu hoher Angebotspreis verlängert die Vermarktung und führt oft zu einem niedrigeren Verkaufspreis. Eine professionelle Bewertung berücksichtigt Lage, Grundstück, Bauzustand, Energieklasse und vergleichbare Verkäufe.</p>
<h2>3. Das Haus präsentieren</h2>
<p>Aufgeräumte, helle Räume und ein gepflegter Garten wirken auf Fotos und bei der Besichtigung. Kleine Reparaturen vor dem Verkauf lohnen sich fast immer.</p>
<h2>4. Steuern bedenken</h2>
<p>Gewinne aus dem Verkauf von Immobilien unterliegen der Immobilienertragsteuer von 30 Prozent. Befreit ist der Verkauf des Hauptwohnsitzes, wenn Sie seit der Anschaffung mindestens zwei Jahre durchgehend oder in den letzten zehn Jahren mindestens fünf Jahre dort gewohnt haben. Für Liegenschaften, die vor dem 1. April 2002 angeschafft wurden, gelten pauschale Sätze.</p>
<h2>5. Vertrag und Übergabe</h2>
<p>Der Kaufvertrag wird von Notar oder Rechtsanwalt errichtet, der Kaufpreis über ein Treuhandkonto abgewickelt. Bei der Übergabe halten Sie Zählerstände und Schlüssel in einem Protokoll fest.</p>
<p>Wir begleiten Sie durch alle Schritte – von der kostenlosen Bewertung bis zur Schlüsselübergabe.</p>`,
  },
];
