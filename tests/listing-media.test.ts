// Floor plans, videos, 360° tours and documents against the real
// Worker and D1: each anhaenge group and justimmo block is mapped by a real sync, hostile values
// are dropped without a 500, third-party players are framed only after the click, and the CSP
// allows exactly their three origins as frames.
import { expect, test } from "vitest";
import { parseListingMedia } from "~/lib/listing-media";
import { syncFeed } from "~/server/feed/sync.server";
import { insertFeedCredentials } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const FEED_URL = "https://feed.example/openimmo.xml";

const anhang = (gruppe: string | null, pfad: string, extra = "") =>
  `<anhang location="REMOTE"${gruppe ? ` gruppe="${gruppe}"` : ""}>${extra}<daten><pfad>${pfad}</pfad></daten></anhang>`;

const MEDIA_OBJECT = `<immobilie>
  <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
  <geo><plz>1070</plz><ort>Wien</ort></geo>
  <preise><kaufpreis>450000</kaufpreis></preise>
  <flaechen><wohnflaeche>72</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
  <freitexte><objekttitel>Medienwohnung Neubau</objekttitel><objektbeschreibung>Mit Grundriss, Video und Tour.</objektbeschreibung></freitexte>
  <anhaenge>
    ${anhang("TITELBILD", "https://bilder.example/titel.jpg", "<format>jpg</format>")}
    ${anhang("GRUNDRISS", "http://bilder.example/grundriss-eg.png", "<anhangtitel>Grundriss Erdgeschoß</anhangtitel><format>png</format>")}
    ${anhang("FILM", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "<anhangtitel>Rundgang im Video</anhangtitel>")}
    ${anhang("FILMLINK", "https://vimeo.com/76979871", "<anhangtitel>Drohnenflug</anhangtitel>")}
    ${anhang("PANORAMA", "https://my.matterport.com/show/?m=SxQL3iGyoDo", "<anhangtitel>Virtueller 360°-Rundgang</anhangtitel>")}
    ${anhang("PANORAMA", "https://bilder.example/panorama.jpg", "<format>jpg</format>")}
    ${anhang("LINKS", "https://tour.kuula.example/share/abc", "<anhangtitel>360° Tour Terrasse</anhangtitel>")}
    ${anhang("LINKS", "https://www.immobilien-portal.example/objekt/1", "<anhangtitel>Objekt im Portal</anhangtitel>")}
    ${anhang("DOKUMENTE", "https://docs.example/energieausweis.pdf", "<anhangtitel>Energieausweis</anhangtitel><format>application/pdf</format><groesse>1258291</groesse>")}
    ${anhang("FILM", "javascript:alert(1)", "<anhangtitel>Böse</anhangtitel>")}
    ${anhang("DOKUMENTE", "data:application/pdf;base64,AAAA", "<anhangtitel>Auch böse</anhangtitel>")}
    ${anhang("LINKS", "https://user:pass@evil.example/360", "<anhangtitel>360 mit Passwort</anhangtitel>")}
    ${anhang("GRUNDRISS", "grundriss-og.png", "<anhangtitel>Aus dem ZIP</anhangtitel>")}
  </anhaenge>
  <dokumente><dokument><titel>Nutzwertgutachten</titel><pfad>https://files.example/public/doc/nwg.pdf</pfad><format>pdf</format></dokument></dokumente>
  <videos><video><titel>Justimmo-Video</titel><pfad>https://youtu.be/aqz-KE-bpKQ</pfad></video></videos>
  <bilder360><bild360><titel>Justimmo-360</titel><pfad>https://my.matterport.com/show/?m=JGPnGQ6hosj</pfad></bild360></bilder360>
  <verwaltung_techn><objektnr_intern>7501</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>MEDIA1</openimmo_obid></verwaltung_techn>
</immobilie>`;

const PLAIN_OBJECT = `<immobilie>
  <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
  <geo><plz>1070</plz><ort>Wien</ort></geo>
  <preise><kaufpreis>300000</kaufpreis></preise>
  <flaechen><wohnflaeche>50</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
  <freitexte><objekttitel>Medienlose Wohnung</objekttitel></freitexte>
  <anhaenge>${anhang("LINKS", "https://www.justimmo.at", "<anhangtitel>JUSTIMMO</anhangtitel>")}</anhaenge>
  <verwaltung_techn><objektnr_intern>7502</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>MEDIA2</openimmo_obid></verwaltung_techn>
</immobilie>`;

async function syncObjects(objects: string[]) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung art="ONLINE" umfang="TEIL" version="1.2.7"/><anbieter><firma>Donau Estate</firma>${objects.join("")}</anbieter></openimmo>`;
  const db = await worker.db();
  await insertFeedCredentials(db, FEED_URL);
  const result = await syncFeed({
    db,
    fetch: async () => new Response(xml, { headers: { "Content-Type": "application/xml" } }),
    now: new Date(),
    trigger: "test",
  });
  expect(result.status).toBe("success");
}

async function stored(nr: string) {
  const db = await worker.db();
  return db.selectFrom("immobilien").select(["id", "medien", "bilder_urls"]).where("objektnr_intern", "=", nr).executeTakeFirstOrThrow();
}

test("the sync maps each anhaenge group and justimmo block; hostile and relative URLs are dropped", async () => {
  await syncObjects([MEDIA_OBJECT, PLAIN_OBJECT]);
  const row = await stored("7501");
  const media = parseListingMedia(row.medien);
  expect(media.floorPlans).toEqual([{ url: "https://bilder.example/grundriss-eg.png", title: "Grundriss Erdgeschoß" }]);
  expect(media.videos).toEqual([
    { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Rundgang im Video" },
    { url: "https://vimeo.com/76979871", title: "Drohnenflug" },
    { url: "https://youtu.be/aqz-KE-bpKQ", title: "Justimmo-Video" },
  ]);
  expect(media.tours).toEqual([
    { url: "https://my.matterport.com/show/?m=SxQL3iGyoDo", title: "Virtueller 360°-Rundgang" },
    { url: "https://tour.kuula.example/share/abc", title: "360° Tour Terrasse" },
    { url: "https://my.matterport.com/show/?m=JGPnGQ6hosj", title: "Justimmo-360" },
  ]);
  expect(media.documents).toEqual([
    { url: "https://docs.example/energieausweis.pdf", title: "Energieausweis", format: "PDF", size: 1258291 },
    { url: "https://files.example/public/doc/nwg.pdf", title: "Nutzwertgutachten", format: "PDF", size: null },
  ]);
  expect(row.medien).not.toMatch(/javascript:|data:|evil\.example|grundriss-og|immobilien-portal/);
  // The floor plan stays in the picture list for the photo pipeline; the panorama picture too,
  // the Matterport page does not.
  const pictures = JSON.parse(row.bilder_urls ?? "[]") as string[];
  expect(pictures).toContain("https://bilder.example/grundriss-eg.png");
  expect(pictures).toContain("https://bilder.example/panorama.jpg");
  expect(pictures.some((url) => url.includes("matterport"))).toBe(false);
  // A plain provider link is not media.
  expect((await stored("7502")).medien).toBeNull();
});

test("the detail page lists media in sections under the section bar's 'Medien'; players load only after the click", async () => {
  await syncObjects([MEDIA_OBJECT, PLAIN_OBJECT]);
  const res = await worker.fetch("/immobilien/7501");
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  // One anchor for the media block in the section bar (ADR 0338), the sections by their ids.
  expect(html).toContain('<a href="#medien">Medien</a>');
  expect(html).toContain('<div id="medien" class="detail-group">');
  for (const id of ['id="video"', 'id="tour"', 'id="dokumente"']) expect(html).toContain(id);
  // A video and a tour share one card (ADR 0334); '#tour' still leads to the tour's row.
  expect(html).toContain('id="video-title">Video und 360°-Tour</h2>');
  expect(html).toContain('<div id="tour" class="media-rows">');
  // Before the click: no frame, the consent text names the provider and links its privacy notice.
  expect(html).not.toContain("<iframe");
  expect(html).toContain("Dieser Inhalt wird von YouTube bereitgestellt.");
  expect(html).toContain("Datenschutzhinweise von Vimeo");
  expect(html).toContain('href="?medien=video-1#video-1"');
  // A hyphenated title keeps its compound on one line: a no-break hyphen (review 60).
  expect(html).toContain('<p class="media-embed-title">Virtueller 360°\u2011Rundgang</p>');
  // The unknown tour host is a plain link, no frame.
  expect(html).toContain('href="https://tour.kuula.example/share/abc"');
  expect(html).toContain('Energieausweis</a><span class="media-document-meta"> (PDF · 1,2 MB)</span>');
  // The floor plan is not shown before the photo pipeline stored it (never hotlinked).
  expect(html).not.toContain("bilder.example/grundriss-eg.png");
  expect(html).not.toContain('id="grundrisse"');

  // Without JavaScript: the button's link renders the player in its privacy mode.
  const video = await (await worker.fetch("/immobilien/7501?medien=video-1")).text();
  expect(video).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  expect(await (await worker.fetch("/immobilien/7501?medien=video-2")).text()).toContain(
    'src="https://player.vimeo.com/video/76979871?dnt=1"',
  );
  expect(await (await worker.fetch("/immobilien/7501?medien=tour-1")).text()).toContain(
    'src="https://my.matterport.com/show/?m=SxQL3iGyoDo"',
  );
  // A hostile value names no medium: no frame, no error.
  for (const value of ["<script>", "tour-2", "video-99", "javascript:alert(1)", "x".repeat(5000)]) {
    const page = await worker.fetch(`/immobilien/7501?medien=${encodeURIComponent(value)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("<iframe");
  }
  // A listing without media has no 'Medien' tab and no media block.
  const plain = await (await worker.fetch("/immobilien/7502")).text();
  expect(plain).not.toContain('href="#medien"');
  expect(plain).not.toContain('id="medien"');
});

test("floor plans show once the photo pipeline stored them, through its variants", async () => {
  await syncObjects([MEDIA_OBJECT]);
  const { id } = await stored("7501");
  const env = await worker.env();
  const hash = "0123456789abcdef0123456789abcdef";
  await env.DB.prepare(
    `INSERT INTO property_images (property_id, position, source_url, source_fingerprint, content_hash, variants, width, height, state, created_at, updated_at)
     VALUES (?, 1, 'https://bilder.example/grundriss-eg.png', 'https://bilder.example/grundriss-eg.png', ?, '[480,960]', 960, 720, 'ready', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')
     ON CONFLICT (property_id, source_url) DO UPDATE SET state = 'ready', content_hash = excluded.content_hash, variants = excluded.variants, width = 960, height = 720`,
  )
    .bind(id, hash)
    .run();
  const html = await (await worker.fetch("/immobilien/7501")).text();
  expect(html).toContain('id="grundrisse"');
  expect(html).toContain(`srcSet="/bilder/${hash}-480.webp 480w, /bilder/${hash}-960.webp 960w"`);
  expect(html).toContain('alt="Grundriss Erdgeschoß"');
});

test("stored media that are corrupt or hostile never break the page", async () => {
  await syncObjects([PLAIN_OBJECT]);
  const env = await worker.env();
  for (const medien of [
    "{not json",
    "[]",
    '{"videos":"x"}',
    '{"videos":[{"url":"javascript:alert(1)","title":"x"}],"documents":[{"url":"https://d.example/a.pdf","size":-5,"format":"<b>"}]}',
    '{"floorPlans":[{"url":"/images/../../etc/passwd"}],"tours":[{"url":"https://my.matterport.com/show/?m=%22%3E%3Cscript%3E"}]}',
  ]) {
    await env.DB.prepare("UPDATE immobilien SET medien = ? WHERE objektnr_intern = '7502'").bind(medien).run();
    const res = await worker.fetch("/immobilien/7502");
    expect(res.status, medien).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("javascript:alert");
    expect(html).not.toContain("etc/passwd");
    expect(html).not.toContain("<iframe");
  }
});

test("the CSP frames exactly the three players and nothing else", async () => {
  const res = await worker.fetch("/immobilien/7501");
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const frameSrc = csp
    .split(";")
    .find((d) => d.trim().startsWith("frame-src"))
    ?.trim();
  expect(frameSrc).toBe("frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com");
  expect(csp).toContain("frame-ancestors 'none'");
});
