// PDF exposés: generated in the photo-jobs queue consumer, never on a request, stored in the
// PHOTOS bucket under expose/ and served by /immobilien/{id}/expose.pdf.

import type { Db } from "~/db/client.server";
import { contactPersonLabel } from "~/lib/agent-anrede";
import { formatDate } from "~/lib/format";
import type { LegalTerms } from "~/lib/legal-terms";
import { besidePriceRows } from "~/lib/nebenkosten";
import { propertyLegalInfo } from "~/lib/property-legal";
import { type DetailRow, toPropertyDetailView } from "~/lib/property-view";
import { photoKeyOfPath } from "~/lib/responsive-image";
import { sha256Hex } from "~/lib/sha256";
import { site } from "~/lib/site";
import { absoluteUrl } from "~/lib/url";
import { loadLegalTerms } from "~/server/legal/queries.server";
import { getPropertyByRouteId } from "~/server/listings/queries.server";
import { hasPendingImages } from "~/server/photos/queries.server";
import { findAgentByEmail } from "~/server/team/queries.server";
import { claimExposeRequest, exposeKey, getStoredExposeVersion, releaseExposeRequest, saveExpose } from "./queries.server";
import { type ExposeDocument, renderExpose } from "./render.server";

/** Bump when the layout changes: every exposé is then made again on its next request. */
export const EXPOSE_LAYOUT_VERSION = 5;
/**
 * The photos: the title photo and up to four more (page 2), set at most 17 cm wide, so 1200 px
 * is 180 dpi; JPEG quality 80. Shared with scripts/bench-expose.ts.
 */
export const EXPOSE_PHOTOS = { max: 5, width: 1200, quality: 80 } as const;
/** An on-demand request queues the same version again only after this long. */
const REQUEUE_AFTER_MS = 2 * 60_000;
export const EXPOSE_FONTS = { regular: "/fonts/expose/NotoSans-Regular.ttf", bold: "/fonts/expose/NotoSans-SemiBold.ttf" };

export interface ExposeJob {
  /** The listing's route id (objektnr_intern), as the photo jobs carry it. */
  expose: string;
}

export interface ExposeDeps {
  db: Db;
  bucket: R2Bucket;
  assets: Fetcher;
  images: ImagesBinding;
  siteUrl: string;
}

/**
 * What the PDF is made from: the row's content and photos, the legal terms, the layout, and the
 * contact's Anrede from the team page (the heading "Ihre Ansprechpartnerin" / "Ihr Ansprechpartner").
 */
export async function exposeVersion(
  row: Pick<DetailRow, "updated_at" | "photos">,
  terms: LegalTerms,
  siteUrl: string,
  anrede: string | null,
): Promise<string> {
  return (await sha256Hex(JSON.stringify([EXPOSE_LAYOUT_VERSION, row.updated_at, row.photos, terms, siteUrl, anrede]))).slice(0, 32);
}

/** The listing contact's Anrede when a team member has the contact's e-mail (as on the detail page). */
export async function contactAnrede(db: Db, row: Pick<DetailRow, "kontakt_email">): Promise<string | null> {
  const agent = await findAgentByEmail(db, { email: row.kontakt_email ?? null }).catch(() => null);
  return agent?.anrede ?? null;
}

/**
 * The description's feed HTML as text for the PDF: paragraphs, headings and line breaks become
 * new lines, list items bullets ("•"), so "Die Highlights:" lists do not run into one line.
 */
export function descriptionText(html: string | null | undefined): string | null {
  const text = (html ?? "")
    .replace(/&#13;|&#x0?d;/gi, "\n")
    .replace(/\r\n?/g, "\n")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|ul|ol|li|tr)>|<(p|div|h[1-6]|ul|ol|tr)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text === "" ? null : text;
}

/** The document the layout draws: the detail page's view, the Nebenkostenübersicht, the imprint. */
export function exposeDocument(row: DetailRow, terms: LegalTerms, siteUrl: string, now: Date, anrede: string | null): ExposeDocument {
  const view = toPropertyDetailView(row);
  // Each figure once: the price rows and the Nebenkostenübersicht as on the detail page.
  const costs = besidePriceRows(view.priceRows, propertyLegalInfo(row, terms, siteUrl).overview);
  const imprint = site.imprint;
  return {
    brand: site.brand,
    title: view.title,
    // Type and place: the offer and the Obj.-Nr. stand in the price box and the page head.
    subline: [view.typeLabel, view.placeText].filter(Boolean).join(" · "),
    priceText: view.priceText,
    offerLabel: view.offerLabel,
    objektnr: view.objektnrExtern ?? view.objektnr,
    facts: view.facts,
    // The rows' small print in brackets after the label, as the overview's notes below.
    priceRows: costs.rows.map((row) => ({ label: row.note ? `${row.label} (${row.note})` : row.label, value: row.value })),
    nebenkosten: costs.overview,
    energy: view.energy,
    description: descriptionText(row.objektbeschreibung),
    location: view.locationText,
    contactHeading: contactPersonLabel(anrede),
    contact: {
      name: view.contact?.name ?? site.brand,
      company: view.contact?.company ?? null,
      phone: view.contact?.phone ?? site.phone,
      email: view.contact?.email ?? site.email,
    },
    url: absoluteUrl(siteUrl, view.href),
    imprint: [
      site.legalName,
      `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
      `${imprint.companyRegister}, ${imprint.registerCourt}`,
      `UID ${imprint.vatId}`,
      `Impressum: ${absoluteUrl(siteUrl, "/impressum")}`,
    ].join(" · "),
    asOf: `Stand: ${formatDate(now.toISOString()) ?? ""}`,
  };
}

async function bytesOf(response: Response | R2ObjectBody | null): Promise<ArrayBuffer | null> {
  if (!response) return null;
  if (response instanceof Response && !response.ok) return null;
  return response.arrayBuffer();
}

/** A photo's WebP from R2 (/bilder/…) or the static assets (/images/…), as JPEG for pdf-lib. */
async function jpegOf(src: string, deps: ExposeDeps): Promise<Uint8Array | null> {
  try {
    const key = photoKeyOfPath(src);
    const source = key
      ? await bytesOf(await deps.bucket.get(key))
      : src.startsWith("/images/")
        ? await bytesOf(await deps.assets.fetch(new URL(src, deps.siteUrl)))
        : null;
    if (!source) return null;
    const result = await deps.images
      .input(new Response(source).body as ReadableStream<Uint8Array>)
      .transform({ width: EXPOSE_PHOTOS.width, fit: "scale-down" })
      .output({ format: "image/jpeg", quality: EXPOSE_PHOTOS.quality });
    return new Uint8Array(await new Response(result.image()).arrayBuffer());
  } catch (error) {
    console.warn(JSON.stringify({ job: "expose", photo: src, error: String(error) }));
    return null;
  }
}

async function font(deps: ExposeDeps, path: string): Promise<Uint8Array> {
  const response = await deps.assets.fetch(new URL(path, deps.siteUrl));
  if (!response.ok) throw new Error(`Schrift ${path} fehlt (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

export type ExposeOutcome = "generated" | "current" | "gone" | "waiting";

/**
 * Make and store one listing's exposé unless the stored one is current. With `waitForPhotos`, a
 * listing whose pictures are still in the photo pipeline is left for later ("waiting"): every
 * finished picture changes the listing's photos and so the exposé's version, and a PDF made
 * before them would be made again at once.
 */
export async function generateExpose(
  deps: ExposeDeps,
  routeId: string,
  now: Date,
  { waitForPhotos = false }: { waitForPhotos?: boolean } = {},
): Promise<ExposeOutcome> {
  const row = await getPropertyByRouteId(deps.db, { routeId });
  if (row?.active !== 1) return "gone";
  if (waitForPhotos && (await hasPendingImages(deps.db, row.id))) return "waiting";
  const [terms, anrede] = await Promise.all([loadLegalTerms(deps.db), contactAnrede(deps.db, row)]);
  const version = await exposeVersion(row, terms, deps.siteUrl, anrede);
  if ((await getStoredExposeVersion(deps.db, row.id)) === version && (await deps.bucket.head(exposeKey(row.id)))) return "current";

  const document = exposeDocument(row, terms, deps.siteUrl, now, anrede);
  const gallery = toPropertyDetailView(row).gallery.filter((photo) => !photo.src.startsWith("/images/fallback"));
  const photos: Uint8Array[] = [];
  for (const photo of gallery.slice(0, EXPOSE_PHOTOS.max)) {
    const jpeg = await jpegOf(photo.src, deps);
    if (jpeg) photos.push(jpeg);
  }
  const [regular, bold] = await Promise.all([font(deps, EXPOSE_FONTS.regular), font(deps, EXPOSE_FONTS.bold)]);
  const { bytes, pages } = await renderExpose(document, { regular, bold, photos });
  await deps.bucket.put(exposeKey(row.id), bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { version },
  });
  await saveExpose(deps.db, { propertyId: row.id, version, bytes: bytes.byteLength, pages, generatedAt: now.toISOString() });
  console.log(JSON.stringify({ job: "expose", propertyId: row.id, bytes: bytes.byteLength, pages, photos: photos.length }));
  return "generated";
}

/**
 * An on-demand request for a version not stored yet: queue it, at most once per two minutes
 * per version. Returns whether a job was sent.
 */
export async function requestExpose(
  { db, queue }: { db: Db; queue: Queue<unknown> },
  { propertyId, routeId, version, now }: { propertyId: number; routeId: string; version: string; now: Date },
): Promise<boolean> {
  const nowIso = now.toISOString();
  const recent = new Date(now.getTime() - REQUEUE_AFTER_MS).toISOString();
  // One statement decides who queues: the insert, or the update of a stale or other request.
  if (!(await claimExposeRequest(db, { propertyId, version, nowIso, recent }))) return false;
  try {
    await queue.send({ expose: routeId } satisfies ExposeJob, { contentType: "json" });
  } catch (error) {
    // Nothing was queued: give the claim back so that the next visit asks again, and let this
    // one still see "wird erstellt" rather than an error page.
    console.warn(JSON.stringify({ job: "expose-request", routeId, error: String(error) }));
    await releaseExposeRequest(db, propertyId);
    return false;
  }
  return true;
}
