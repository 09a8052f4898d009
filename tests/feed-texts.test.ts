// Feeds from other OpenImmo exporters put the long texts into other freitexte children
// (research/openimmo.md): a description only in objekt_text, the fittings in ausstatt_beschr, other information
// in sonstige_angaben. Through the real sync into D1 and out on the detail page.
import { expect, test } from "vitest";
import { syncFeed } from "~/server/feed/sync.server";
import { startWorker } from "./harness";

const worker = startWorker();

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7"/><anbieter><firma>Donau Estate</firma>
  <immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>2160000</kaufpreis></preise>
    <flaechen><wohnflaeche>180</wohnflaeche><anzahl_zimmer>5</anzahl_zimmer></flaechen>
    <freitexte>
      <objekttitel>Palais-Etage am Spittelberg</objekttitel>
      <lage>Ruhige Gasse nahe der U3.</lage>
      <ausstatt_beschr><![CDATA[<ul><li>Fischgrätparkett</li><li onmouseover="x()">Kachelöfen</li></ul>]]></ausstatt_beschr>
      <sonstige_angaben>Besichtigung nach Vereinbarung.<script>alert(1)</script></sonstige_angaben>
      <objekt_text lang="en"><![CDATA[A bright piano nobile.]]></objekt_text>
      <objekt_text lang="de"><![CDATA[Eine helle Beletage<br>mit 3,60 m Raumhöhe.]]></objekt_text>
    </freitexte>
    <verwaltung_techn><objektnr_intern>FT-1</objektnr_intern><aktion aktionart="CHANGE"/></verwaltung_techn>
  </immobilie>
  <immobilie>
    <objektkategorie><vermarktungsart KAUF="0" MIETE_PACHT="1"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1030</plz><ort>Wien</ort></geo>
    <preise><warmmiete>1234,50</warmmiete></preise>
    <freitexte><objekttitel>Mietwohnung ohne Zusatztexte</objekttitel><objektbeschreibung>Schlicht.</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_intern>FT-2</objektnr_intern><aktion aktionart="CHANGE"/></verwaltung_techn>
  </immobilie>
</anbieter></openimmo>`;

test("a description only in objekt_text shows, and the fittings and other information get their own sections", async () => {
  const env = await worker.env();
  const db = await worker.db();
  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, ?)")
    .bind("https://feed.example/export.xml", "")
    .run();
  const result = await syncFeed({ db, fetch: async () => new Response(FEED), now: new Date(), trigger: "admin" });
  expect(result).toMatchObject({ status: "success", created: 2 });

  const html = await (await worker.fetch("/immobilien/FT-1")).text();
  expect(html).toContain("Eine helle Beletage<br>mit 3,60 m Raumhöhe.");
  expect(html).not.toContain("Keine Beschreibung verfügbar.");
  expect(html).not.toContain("A bright piano nobile.");
  expect(html).toContain('<h2 id="equipment-title">Ausstattungsbeschreibung</h2>');
  expect(html).toContain("<ul><li>Fischgrätparkett</li><li>Kachelöfen</li></ul>");
  expect(html).toContain('<h2 id="other-title">Sonstige Angaben</h2>');
  expect(html).toContain("Besichtigung nach Vereinbarung.");
  expect(html).not.toContain("onmouseover");
  expect(html).not.toContain("alert(1)");
  // The price as Austrians read it (ADR 0044), and JSON-LD keeps the number.
  expect(html).toContain("€\u00a02.160.000");
  expect(html).toContain('"price":2160000');

  const plain = await (await worker.fetch("/immobilien/FT-2")).text();
  expect(plain).toContain("Schlicht.");
  expect(plain).not.toContain("Ausstattungsbeschreibung");
  expect(plain).not.toContain("Sonstige Angaben");
  expect(plain).toContain("€\u00a01.234,50 / Monat");
});
