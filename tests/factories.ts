// Factories for integration tests (STYLE.md habit 8): rows built the way sync and seed build them,
// with the derived columns from app/lib/property-derive.ts and the amenity rows.
import type { Insertable, Kysely } from "kysely";
import type { Database, ImmobilienTable, InquiriesTable } from "~/db/schema";
import { type DeriveInput, deriveColumns } from "~/lib/property-derive";

let sequence = 0;

export type PropertyOverrides = Partial<Insertable<ImmobilienTable>> & { extraAmenities?: string[] };

/** A valid active property; overrides replace spec columns, derived columns follow from them. */
export function buildProperty(overrides: PropertyOverrides = {}): Insertable<ImmobilienTable> {
  sequence += 1;
  const { extraAmenities, ...columns } = overrides;
  const base = {
    objektnr_intern: `T${String(100000 + sequence)}`,
    objektnr_extern: `EXT-${sequence}`,
    objekttitel: `Helle Wohnung Nummer ${sequence}`,
    objektbeschreibung: "<p>Schöne Wohnung in ruhiger Lage.</p>",
    lage: "Nahe U-Bahn.&#13;Einkaufsmöglichkeiten in der Nähe.",
    objektart: "Wohnung",
    angebot_typ: "Kauf",
    ort: "Wien",
    plz: "1030",
    politischer_bezirk: "Landstraße",
    bundesland: "Wien",
    lat_ungenaeher: 48.1986,
    lon_ungenaeher: 16.3948,
    titelbild_url: "/images/fallback.webp",
    bilder_urls: "[]",
    anzahl_zimmer: 3,
    anzahl_badezimmer: 1,
    wohnflaeche: 80,
    baujahr: 1990,
    kaufpreis: 300000,
    hwbwert: 50,
    hwbklasse: "C",
    fgeewert: 0.9,
    fgeeklasse: "B",
    kontakt_name: "Muster",
    kontakt_vorname: "Maria",
    kontakt_tel: "+43 1 234 56 78",
    kontakt_email: "maria.muster@donau-estate.example",
    source: "seed" as const,
    ...columns,
  };
  const derived = deriveColumns({ ...(base as DeriveInput), extraAmenities });
  return { ...base, ...derived, ...pickDerivedOverrides(columns) } as Insertable<ImmobilienTable>;
}

/** Tests may pin a derived column on purpose (e.g. status); those win over the derivation. */
function pickDerivedOverrides(columns: Partial<Insertable<ImmobilienTable>>) {
  const keys = ["status", "property_type", "price_value", "area_value", "amenities", "district_label", "search_text"] as const;
  return Object.fromEntries(keys.filter((key) => key in columns).map((key) => [key, columns[key]]));
}

export async function insertProperty(db: Kysely<Database>, overrides: PropertyOverrides = {}) {
  const row = buildProperty(overrides);
  const inserted = await db.insertInto("immobilien").values(row).returning(["id", "objektnr_intern"]).executeTakeFirstOrThrow();
  const amenities = JSON.parse(row.amenities ?? "[]") as string[];
  if (amenities.length > 0) {
    await db
      .insertInto("immobilien_amenities")
      .values(amenities.map((amenity) => ({ immobilie_id: inserted.id, amenity })))
      .execute();
  }
  return { ...row, id: inserted.id, objektnr_intern: inserted.objektnr_intern };
}

/** A team member; `slug` defaults to one derived from the name by the test. */
export async function insertAgent(
  db: Kysely<Database>,
  {
    name,
    slug,
    sortOrder = 1000,
    email,
    anrede = null,
    phone = null,
  }: { name: string; slug: string; sortOrder?: number; email?: string; anrede?: "Frau" | "Herr" | null; phone?: string | null },
) {
  sequence += 1;
  const id = crypto.randomUUID();
  await db
    .insertInto("agents")
    .values({
      id,
      slug,
      name,
      position: "Immobilienberater",
      email: email ?? `makler${sequence}@example.at`,
      phone,
      sort_order: sortOrder,
      anrede,
    })
    .execute();
  return id;
}

/**
 * The office e-mail of a stored inquiry (id `<inquiryId>-mail`) in one delivery state: a failed one
 * after 5 attempts with `lastError`, a sent one with its sent time.
 */
export async function insertInquiryEmail(
  db: Kysely<Database>,
  inquiryId: string,
  { state, lastError = "Zustellung abgelehnt (550)" }: { state: "queued" | "sending" | "sent" | "failed"; lastError?: string },
) {
  const at = new Date().toISOString();
  await db
    .insertInto("inquiry_emails")
    .values({
      id: `${inquiryId}-mail`,
      inquiry_id: inquiryId,
      template: "internal",
      recipient: "office@donau-estate.example",
      state,
      attempts: state === "failed" ? 5 : 1,
      last_error: state === "failed" ? lastError : null,
      sent_at: state === "sent" ? at : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A stored contact inquiry, delivered, status 'new'; overrides replace any column. */
export async function insertInquiry(db: Kysely<Database>, overrides: Partial<Insertable<InquiriesTable>> & { id: string }) {
  const at = new Date().toISOString();
  await db
    .insertInto("inquiries")
    .values({
      kind: "contact",
      subject: "Anfrage",
      sender_name: "Maria Muster",
      sender_email: "maria@example.com",
      sender_phone: null,
      property_id: null,
      payload: "{}",
      delivery_state: "sent",
      created_at: at,
      updated_at: at,
      status: "new",
      ...overrides,
    })
    .execute();
  return overrides.id;
}

/** A published blog post. */
export async function insertBlogPost(
  db: Kysely<Database>,
  { id, title, publishedAt = "2026-10-01" }: { id: string; title: string; publishedAt?: string },
) {
  await db
    .insertInto("blog_posts")
    .values({ id, title, teaser: `${title}: kurz erklärt.`, category: "Ratgeber", published_at: publishedAt, content: "<p>Text</p>" })
    .execute();
}

/**
 * The justimmo row in api_credentials: without it /immobilien shows the setup notice whatever is
 * listed (spec public-site.md section 7 call 3, ADR 0035). Tests that list properties add it.
 */
export async function insertFeedCredentials(db: Kysely<Database>, url = "https://feed.example/openimmo.xml") {
  await db
    .insertInto("api_credentials")
    .values({ service_name: "justimmo", username: url, password: "" })
    .onConflict((oc) => oc.column("service_name").doNothing())
    .execute();
}
