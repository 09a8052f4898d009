// /admin/suchauftraege as a work page (ADR 0390) against the real Worker and D1: one list of the
// e-mail alerts and the Suchauftrag leads without the alert option, staff-kept search profiles
// (create, bad input, origin, non-admins), GET filters, the inquiry's link and current match counts.
import { expect, test } from "vitest";
import { createClient, makeAdmin, signedInUser } from "./auth-helpers";
import { insertInquiry, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();

const strip = (html: string) => html.replaceAll("<!-- -->", "");

async function admin(email: string) {
  const client = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  return client;
}

function post(client: ReturnType<typeof createClient>, fields: Record<string, string | string[]>, extra: Record<string, string> = {}) {
  return worker.fetch(
    "/admin/suchauftraege",
    formPost(fields, { "CF-Connecting-IP": client.address, Origin: worker.url().origin, Cookie: client.cookie(), ...extra }),
  );
}

/** The list row (<tr>) of an address, as HTML. */
function rowOf(html: string, email: string): string {
  const at = html.indexOf(email, html.indexOf("<tbody>"));
  if (at < 0) return "";
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

test("the list shows the e-mail alerts and the Suchauftrag leads without the alert option, with their matches", async () => {
  const db = await worker.db();
  // Two rentals in a district of their own, one above the price limit.
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Eins", angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: 900 });
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Eins", angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: 2500 });
  const visitor = createClient(worker);
  // "Suche speichern": an unconfirmed alert.
  const saved = await visitor.post("/suchauftrag/speichern?status=RENT&location=Suchbezirk+Eins&priceMax=1000", {
    formStartedAt: await pastFormToken(),
    email: "gespeichert@example.at",
    consent: "on",
    filters: "status=RENT&location=Suchbezirk+Eins&priceMax=1000",
  });
  expect(saved.status).toBe(303);
  // The Suchauftrag form without the tick: only a lead.
  const order = await createClient(worker).post("/immobilien/suchauftrag", {
    formStartedAt: await pastFormToken(),
    marketingType: "miete",
    usageType: "wohnen",
    "objectTypes.wohnung": "on",
    priceMax: "3000",
    location: "Wien Suchbezirk Eins",
    salutation: "frau",
    firstName: "Olga",
    lastName: "Ohnehaken",
    phone: "+43 660 1112244",
    email: "ohne-haken@example.at",
    privacyConsent: "on",
  });
  expect(order.status).toBe(303);

  const staff = await admin("chefin-suchliste@example.at");
  const html = strip(await (await staff.get("/admin/suchauftraege")).text());
  const alertRow = rowOf(html, "gespeichert@example.at");
  expect(alertRow).toContain("Suche speichern");
  expect(alertRow).toContain("nicht bestätigt");
  expect(alertRow).toContain("1 Immobilie");
  expect(alertRow).toContain('href="/immobilien?');
  const leadRow = rowOf(html, "ohne-haken@example.at");
  expect(leadRow).toContain("Olga Ohnehaken");
  expect(leadRow).toContain("+43 660 1112244");
  expect(leadRow).toContain("Suchauftrag-Formular");
  expect(leadRow).toContain("nur Anfrage");
  expect(leadRow).toContain("Als Suchprofil anlegen");
  expect(leadRow).toMatch(/Miete · (Wohnung · )?Preis bis €\u00a03\.000/);
  // Newest first: the lead came after the alert.
  expect(html.indexOf("ohne-haken@example.at")).toBeLessThan(html.indexOf("gespeichert@example.at"));

  // GET filters: state and text.
  const onlyLeads = strip(await (await staff.get("/admin/suchauftraege?status=anfrage")).text());
  expect(onlyLeads).toContain("ohne-haken@example.at");
  expect(onlyLeads).not.toContain("gespeichert@example.at");
  const byText = strip(await (await staff.get("/admin/suchauftraege?q=GESPEICHERT&art=miete")).text());
  expect(byText).toContain("gespeichert@example.at");
  expect(byText).not.toContain("ohne-haken@example.at");
  const kauf = strip(await (await staff.get("/admin/suchauftraege?art=kauf&q=example.at")).text());
  expect(kauf).not.toContain("gespeichert@example.at");
  expect(kauf).not.toContain("ohne-haken@example.at");
});

test("staff create an internal search profile from a lead; matches are counted against the listings", async () => {
  const db = await worker.db();
  // Purchase listings: two match (districts Zwei and Drei, 3 rooms, 70-90 m², up to € 400.000), the others miss one rule each.
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Zwei", kaufpreis: 350000, wohnflaeche: 80, anzahl_zimmer: 3 });
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Drei", kaufpreis: 390000, wohnflaeche: 75, anzahl_zimmer: 3 });
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Zwei", kaufpreis: 450000, wohnflaeche: 80, anzahl_zimmer: 3 });
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Zwei", kaufpreis: 350000, wohnflaeche: 80, anzahl_zimmer: 5 });
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Vier", kaufpreis: 350000, wohnflaeche: 80, anzahl_zimmer: 3 });
  await insertProperty(db, { politischer_bezirk: "Suchbezirk Zwei", kaufpreis: 350000, wohnflaeche: 80, anzahl_zimmer: 3, active: 0 });
  const leadId = crypto.randomUUID();
  await insertInquiry(db, {
    id: leadId,
    kind: "search_order",
    subject: "Neuer Suchauftrag",
    sender_name: "Tom Telefon",
    sender_email: "tom-telefon@example.at",
    sender_phone: "+436641234567",
    payload: JSON.stringify({ marketingType: "kauf", priceMax: "400000", objectTypes: ["Wohnung"], location: "Suchbezirk Zwei" }),
  });
  const staff = await admin("chefin-suchprofil@example.at");
  const detail = strip(await (await staff.get(`/admin/inquiries/${leadId}`)).text());
  expect(detail).toContain(`href="/admin/suchauftraege?anfrage=${leadId}#suchprofil-anlegen"`);
  expect(detail).toContain("Als Suchprofil anlegen");
  const form = strip(await (await staff.get(`/admin/suchauftraege?anfrage=${leadId}`)).text());
  expect(form).toContain('value="tom-telefon@example.at"');
  expect(form).toContain(`name="anfrage" value="${leadId}"`);

  const created = await post(staff, {
    intent: "create",
    anfrage: leadId,
    name: "Tom Telefon",
    email: "tom-telefon@example.at",
    telefon: "0664 1234567",
    vermarktung: "kauf",
    objektart: "apartment",
    bezirke: ["Suchbezirk Zwei", "Suchbezirk Drei"],
    preisBis: "400.000",
    flaecheVon: "70",
    flaecheBis: "90",
    zimmerVon: "3",
    zimmerBis: "4",
  });
  expect(created.status).toBe(303);
  const location = created.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/admin\/suchauftraege\?profil=[0-9a-f-]{36}$/);
  const id = location.split("=")[1] ?? "";
  const profile = await db.selectFrom("search_profiles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  expect(profile).toMatchObject({ email: "tom-telefon@example.at", phone: "+436641234567", marketing: "kauf", inquiry_id: leadId });
  expect(JSON.parse(profile.criteria)).toMatchObject({ bezirke: ["Suchbezirk Zwei", "Suchbezirk Drei"], preisBis: 400000, zimmerBis: 4 });
  const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).executeTakeFirstOrThrow();
  expect(audit.action).toBe("search_profile.create");
  expect(JSON.stringify(audit)).not.toContain("tom-telefon@example.at");
  // Internal: no mail row for the contact.
  expect(await db.selectFrom("search_alerts").select("id").where("email", "=", "tom-telefon@example.at").execute()).toEqual([]);

  const list = strip(await (await staff.get("/admin/suchauftraege?q=tom-telefon")).text());
  const row = rowOf(list, "tom-telefon@example.at");
  expect(row).toContain("intern");
  expect(row).toContain("2 Immobilien");
  expect(row).toContain(`href="/admin/suchauftraege?profil=${id}#treffer"`);
  // The lead is now the profile's: it is not listed a second time.
  expect(list.match(/<tr data-order=/g)).toHaveLength(1);
  const view = strip(await (await staff.get(`/admin/suchauftraege?profil=${id}`)).text());
  const card = view.slice(view.indexOf('id="treffer"'), view.indexOf("</ul>", view.indexOf('id="treffer"')));
  expect(card).toContain("Passende Immobilien (2)");
  expect(card.match(/<li>/g)).toHaveLength(2);
  expect(card).toContain("Suchbezirk Drei");
  expect(card).not.toContain("Suchbezirk Vier");
  const after = strip(await (await staff.get(`/admin/inquiries/${leadId}`)).text());
  expect(after).toContain(`href="/admin/suchauftraege?profil=${id}#treffer"`);
  expect(after).toContain("Suchprofil ansehen");

  const removed = await post(staff, { intent: "delete-profile", id });
  expect(removed.status).toBe(303);
  expect(await db.selectFrom("search_profiles").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
});

test("bad input gets German messages and a 400; no origin is 403; non-admins are refused", async () => {
  const staff = await admin("chefin-suchfehler@example.at");
  const bad = await post(staff, {
    intent: "create",
    name: "",
    email: "keine-adresse",
    vermarktung: "tausch",
    preisVon: "viel",
    anfrage: "<script>",
  });
  expect(bad.status).toBe(400);
  const html = strip(await bad.text());
  expect(html).toContain("Bitte geben Sie den Namen ein.");
  expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  expect(html).toContain("Bitte wählen Sie Kauf oder Miete.");
  expect(html).toContain("Bitte geben Sie eine ganze Zahl ein, z. B. 350000.");
  const range = await post(staff, {
    intent: "create",
    name: "Rita Range",
    email: "range@example.at",
    vermarktung: "kauf",
    zimmerVon: "4",
    zimmerBis: "2",
  });
  expect(range.status).toBe(400);
  expect(strip(await range.text())).toContain("Zimmer bis muss mindestens so groß sein wie Zimmer von.");
  const unknownLead = await post(staff, {
    intent: "create",
    name: "Ida Irgendwer",
    email: "ida@example.at",
    vermarktung: "miete",
    anfrage: crypto.randomUUID(),
  });
  expect(unknownLead.status).toBe(400);
  expect(strip(await unknownLead.text())).toContain("Die Anfrage zu diesem Suchprofil gibt es nicht (mehr).");

  const valid = { intent: "create", name: "Olivia Origin", email: "origin@example.at", vermarktung: "miete" };
  const db = await worker.db();
  const crossSite = await post(staff, valid, { Origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);
  const noOrigin = await worker.fetch(
    "/admin/suchauftraege",
    formPost(valid, { "CF-Connecting-IP": staff.address, Cookie: staff.cookie(), Origin: "", "Sec-Fetch-Site": "cross-site" }),
  );
  expect(noOrigin.status).toBe(403);
  const member = await signedInUser(worker, "mitarbeiter-suchprofil@example.at");
  expect((await post(member, valid)).status).toBe(303);
  expect((await member.get("/admin/suchauftraege")).status).toBe(303);
  expect(await db.selectFrom("search_profiles").select("id").where("email", "=", "origin@example.at").execute()).toEqual([]);
});

test("the list pages by 50, counts matches for the page only, and refuses unknown filters in German", async () => {
  const staff = await admin("chefin-seiten@example.at");
  const db = await worker.db();
  const at = Date.parse("2026-11-01T08:00:00Z");
  for (let n = 0; n < 53; n++) {
    const when = new Date(at + n * 60_000).toISOString();
    await db
      .insertInto("search_profiles")
      .values({
        id: crypto.randomUUID(),
        email: `seitenprobe-${n}@example.at`,
        name: `Seitenprobe ${n}`,
        phone: null,
        marketing: "kauf",
        criteria: "{}",
        inquiry_id: null,
        created_by: null,
        created_at: when,
        updated_at: when,
      })
      .execute();
  }
  const rows = (html: string) => [...html.matchAll(/seitenprobe-(\d+)@example\.at/g)].map((match) => Number(match[1]));
  const first = strip(await (await staff.get("/admin/suchauftraege?q=seitenprobe")).text());
  expect(new Set(rows(first)).size).toBe(50);
  expect(first).toContain("53 von ");
  expect(first).toContain("gezeigt 1–50");
  expect(first).toContain('href="/admin/suchauftraege?q=seitenprobe&amp;seite=2"');
  // Staff-kept profiles name their source in German.
  expect(first).toContain(">Team<");
  expect(first).not.toContain(">Staff");
  const second = strip(await (await staff.get("/admin/suchauftraege?q=seitenprobe&seite=2")).text());
  expect(new Set(rows(second))).toEqual(new Set([0, 1, 2]));
  const past = strip(await (await staff.get("/admin/suchauftraege?q=seitenprobe&seite=7")).text());
  expect(past).toContain("Seite 7 gibt es nicht; gezeigt wird Seite 2 von 2.");
  for (const [query, message] of [
    ["?art=tausch", "Diesen Filter gibt es nicht. „Kauf/Miete“ kennt nur Kauf und Miete."],
    ["?status=geloescht", "Diesen Status gibt es nicht."],
    ["?seite=zwei", "Diese Seite gibt es nicht."],
  ] as const) {
    const res = await staff.get(`/admin/suchauftraege${query}`);
    expect(res.status, query).toBe(400);
    expect(strip(await res.text())).toContain(message);
  }
});
