// Viewing mails. The visitor's mail (viewing_emails outbox): confirmation with the iCalendar
// invitation, a move (same UID, higher SEQUENCE), cancellation and the reminder a day before. It
// reveals the exact address and carries the signed link, so it quotes nothing the visitor typed,
// not even the name. The staff copy is an inquiry row of kind 'viewing'; bookings and moves also
// go on to justimmo.

import type { Db } from "~/db/client.server";
import type { ViewingEmailTemplate } from "~/db/schema";
import { contactPersonLabel } from "~/lib/agent-anrede";
import { propertyPath, shownObjektnr } from "~/lib/property-view";
import { formatPhone } from "~/lib/schemas/shared";
import { site } from "~/lib/site";
import { buildViewingIcs } from "~/lib/viewing-ics";
import { formatViewingRange } from "~/lib/viewing-time";
import { storeAndQueueInquiry } from "~/server/leads/store.server";
import { markOutboxEmailFailed } from "~/server/mail/queries.server";
import {
  claimDueViewingReminders,
  createViewingEmail,
  getViewingEmail,
  linkViewingBookingToInquiry,
  markViewingEmailSent,
  type ViewingBookingDetail,
  type ViewingEmailForDelivery,
  viewingToken,
} from "~/server/viewings/queries.server";
import { type Outbox, visitorEnvelope } from "./delivery.server";
import { escapeHtml } from "./mime.server";
import { htmlPage, htmlTable, MAIL_CLOSING } from "./templates.server";

/** What a visitor mail needs, frozen when the event happened (the booking may change later). */
export interface ViewingMailPayload {
  bookingNumber: string;
  propertyTitle: string;
  objektnr: string;
  start: string;
  end: string;
  address: string;
  meetingPoint: string | null;
  agentName: string | null;
  /** "Ihre Ansprechpartnerin" / "Ihr Ansprechpartner" / "Ihre Ansprechperson"; absent in a payload queued before it. */
  agentLabel?: string;
  agentPhone: string | null;
  manageUrl: string | null;
  propertyUrl: string;
  uid: string;
  sequence: number;
  stamp: string;
}

/** The booking number people read: the first eight characters of its id, upper case. */
export function bookingNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

function listingTitle(booking: Pick<ViewingBookingDetail, "objekttitel">): string {
  return booking.objekttitel?.trim() || "Immobilie";
}

function listingNumber(booking: Pick<ViewingBookingDetail, "objektnr_extern" | "objektnr_intern">): string {
  return shownObjektnr(booking);
}

export async function viewingManageUrl(siteUrl: string, secret: string, booking: { id: string; token_salt: string }): Promise<string> {
  const token = await viewingToken(secret, booking);
  return new URL(`/besichtigung/verwalten?${new URLSearchParams({ id: booking.id, token })}`, siteUrl).toString();
}

async function mailPayload(
  booking: ViewingBookingDetail,
  { siteUrl, secret, now, withLink }: { siteUrl: string; secret: string; now: Date; withLink: boolean },
): Promise<ViewingMailPayload> {
  return {
    bookingNumber: bookingNumber(booking.id),
    propertyTitle: listingTitle(booking),
    objektnr: listingNumber(booking),
    start: booking.starts_at,
    end: booking.ends_at,
    address: booking.address,
    meetingPoint: booking.meeting_point,
    agentName: booking.agent_name,
    agentLabel: contactPersonLabel(booking.agent_anrede),
    agentPhone: booking.agent_phone ? formatPhone(booking.agent_phone) : null,
    manageUrl: withLink ? await viewingManageUrl(siteUrl, secret, booking) : null,
    propertyUrl: new URL(propertyPath(booking.objektnr_intern), siteUrl).toString(),
    uid: booking.ical_uid,
    sequence: booking.ical_sequence,
    stamp: now.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering the visitor's mails

interface RenderedViewingMail {
  subject: string;
  text: string;
  html: string;
  calendar?: { method: "REQUEST" | "CANCEL"; ics: string; filename: string };
}

function detailRows(p: ViewingMailPayload): Array<[string, string]> {
  return [
    ["Termin", formatViewingRange(p.start, p.end)],
    ["Immobilie", `${p.propertyTitle} (Obj.-Nr.: ${p.objektnr})`],
    ["Adresse", p.address],
    ...(p.meetingPoint ? ([["Treffpunkt", p.meetingPoint]] as Array<[string, string]>) : []),
    ...(p.agentName
      ? ([[p.agentLabel ?? contactPersonLabel(null), [p.agentName, p.agentPhone].filter(Boolean).join(", ")]] as Array<[string, string]>)
      : []),
    ["Buchungsnummer", p.bookingNumber],
  ];
}

function html(
  title: string,
  paragraphs: string[],
  rows: Array<[string, string]>,
  link: { href: string; label: string } | null,
  after: string[],
): string {
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>`
    : "";
  return htmlPage(
    title,
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>Guten Tag,</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${htmlTable(rows)}${button}${after.map((p) => `<p style="color:#555">${escapeHtml(p)}</p>`).join("")}<p>${MAIL_CLOSING.map(escapeHtml).join("<br>")}</p>`,
  );
}

function text(paragraphs: string[], rows: Array<[string, string]>, link: { href: string; label: string } | null, after: string[]): string {
  return [
    "Guten Tag,",
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(link ? [`${link.label}: ${link.href}`, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    ...MAIL_CLOSING,
  ].join("\n");
}

export function renderViewingEmail(
  template: ViewingEmailTemplate,
  p: ViewingMailPayload,
  { organizerEmail, attendeeEmail }: { organizerEmail: string; attendeeEmail: string },
): RenderedViewingMail {
  const rows = detailRows(p);
  const when = formatViewingRange(p.start, p.end);
  const link = p.manageUrl ? { href: p.manageUrl, label: "Termin absagen oder verschieben" } : null;
  const ics = (method: "REQUEST" | "CANCEL") => ({
    method,
    filename: method === "CANCEL" ? "besichtigung-abgesagt.ics" : "besichtigung.ics",
    ics: buildViewingIcs({
      method,
      uid: p.uid,
      sequence: p.sequence,
      start: p.start,
      end: p.end,
      stamp: p.stamp,
      summary: `Besichtigung: ${p.propertyTitle}`,
      location: p.address,
      description: [
        `Besichtigung der Immobilie „${p.propertyTitle}“ (Obj.-Nr.: ${p.objektnr}).`,
        ...(p.meetingPoint ? [`Treffpunkt: ${p.meetingPoint}`] : []),
        ...(p.agentName ? [`${p.agentLabel ?? contactPersonLabel(null)}: ${[p.agentName, p.agentPhone].filter(Boolean).join(", ")}`] : []),
        `Buchungsnummer: ${p.bookingNumber}`,
        ...(p.manageUrl ? [`Absagen oder verschieben: ${p.manageUrl}`] : []),
      ].join("\n"),
      organizer: { name: site.brand, email: organizerEmail },
      attendeeEmail,
      url: p.propertyUrl,
    }),
  });
  switch (template) {
    case "viewing-confirmation":
    case "viewing-rebooked": {
      const moved = template === "viewing-rebooked";
      const title = moved ? "Ihr Besichtigungstermin wurde verschoben" : "Ihr Besichtigungstermin ist gebucht";
      const paragraphs = [
        moved
          ? `Ihr Besichtigungstermin wurde wie gewünscht verschoben. Der neue Termin ist ${when}.`
          : `vielen Dank für Ihre Buchung. Wir erwarten Sie ${when}.`,
        "Im Anhang finden Sie die Einladung für Ihren Kalender.",
      ];
      const after = [
        "Sollten Sie verhindert sein, sagen Sie den Termin bitte über den Link oben ab, damit wir den Platz weitergeben können.",
      ];
      return {
        subject: `${moved ? "Termin verschoben" : "Besichtigung bestätigt"}: ${p.propertyTitle}, ${when}`.slice(0, 200),
        text: text(paragraphs, rows, link, after),
        html: html(title, paragraphs, rows, link, after),
        calendar: ics("REQUEST"),
      };
    }
    case "viewing-cancellation": {
      const title = "Ihr Besichtigungstermin wurde abgesagt";
      const paragraphs = [
        `der Besichtigungstermin ${when} findet nicht statt.`,
        "Der Termin wird mit dem Anhang aus Ihrem Kalender entfernt.",
      ];
      const after = [`Gerne können Sie einen neuen Termin buchen: ${p.propertyUrl}`];
      return {
        subject: `Besichtigung abgesagt: ${p.propertyTitle}, ${when}`.slice(0, 200),
        text: text(paragraphs, rows, null, after),
        html: html(title, paragraphs, rows, null, after),
        calendar: ics("CANCEL"),
      };
    }
    case "viewing-reminder": {
      const title = "Erinnerung an Ihren Besichtigungstermin";
      const paragraphs = [`wir freuen uns auf Ihren Besuch morgen: ${when}.`];
      const after = ["Können Sie nicht kommen? Dann sagen Sie bitte über den Link oben ab."];
      return {
        subject: `Erinnerung: Besichtigung ${p.propertyTitle}, ${when}`.slice(0, 200),
        text: text(paragraphs, rows, link, after),
        html: html(title, paragraphs, rows, link, after),
      };
    }
  }
}

/** The visitors' viewing mails for the shared delivery path (delivery.server.ts). */
export const viewingOutbox: Outbox<ViewingEmailForDelivery> = {
  table: "viewing_emails",
  idKey: "viewingEmailId",
  load: getViewingEmail,
  compose(row, env) {
    const payload = JSON.parse(row.payload) as ViewingMailPayload;
    // The invitation names the recipient as its attendee (iTIP needs the ATTENDEE line).
    const rendered = renderViewingEmail(row.template, payload, { organizerEmail: env.MAIL_FROM, attendeeEmail: row.recipient });
    return {
      ...visitorEnvelope(env, row.recipient),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      calendar: rendered.calendar,
    };
  },
  markSent: (db, row, now) => markViewingEmailSent(db, { emailId: row.id, now }),
  markFailed: (db, row, { now, error, final }) =>
    markOutboxEmailFailed(db, { table: "viewing_emails", emailId: row.id, now, error, final }),
};

// ---------------------------------------------------------------------------------------------
// Queueing

export interface ViewingMailContext {
  db: Db;
  queue: Queue<unknown>;
  siteUrl: string;
  /** The first SESSION_SECRET: signs the cancel link. */
  secret: string;
  officeEmail: string;
  now: Date;
  /** The justimmo hand-over queue. */
  crmQueue?: Queue<unknown>;
}

const TEMPLATE_BY_EVENT = {
  booked: "viewing-confirmation",
  rebooked: "viewing-rebooked",
  cancelled: "viewing-cancellation",
  reminder: "viewing-reminder",
} as const satisfies Record<string, ViewingEmailTemplate>;

export type ViewingEvent = keyof typeof TEMPLATE_BY_EVENT;

async function queueVisitorMail(ctx: ViewingMailContext, booking: ViewingBookingDetail, event: ViewingEvent): Promise<void> {
  const payload = await mailPayload(booking, { siteUrl: ctx.siteUrl, secret: ctx.secret, now: ctx.now, withLink: event !== "cancelled" });
  const viewingEmailId = await createViewingEmail(ctx.db, {
    bookingId: booking.id,
    template: TEMPLATE_BY_EVENT[event],
    recipient: booking.email,
    payload: payload as unknown as Record<string, unknown>,
    now: ctx.now,
  });
  try {
    await ctx.queue.send({ viewingEmailId });
  } catch (error) {
    // The row stays 'queued': the ten-minute sweep sends it later.
    console.warn(JSON.stringify({ job: "mail-enqueue", viewingEmailId, error: String(error) }));
  }
}

const STAFF_EVENT_LABELS: Record<Exclude<ViewingEvent, "reminder">, string> = {
  booked: "Besichtigung gebucht",
  rebooked: "Besichtigung verschoben",
  cancelled: "Besichtigung abgesagt",
};

export interface ViewingEventExtra {
  cancelledBy?: "visitor" | "staff";
  /** The booking a move came from. */
  previous?: ViewingBookingDetail;
  /** The booking form's legal record for the staff copy. */
  legal?: Record<string, unknown>;
}

/** The staff copy: an inquiry of kind 'viewing' with the office mail (the inbox lists it). */
async function storeStaffCopy(
  ctx: ViewingMailContext,
  booking: ViewingBookingDetail,
  event: Exclude<ViewingEvent, "reminder">,
  extra: ViewingEventExtra,
): Promise<string> {
  const label = STAFF_EVENT_LABELS[event];
  const when = formatViewingRange(booking.starts_at, booking.ends_at);
  const subject = `${label}: ${listingTitle(booking)} (Obj.-Nr.: ${listingNumber(booking)}), ${when}`;
  const { inquiryId } = await storeAndQueueInquiry({
    db: ctx.db,
    queue: ctx.queue,
    now: ctx.now,
    kind: "viewing",
    subject,
    sender: { name: booking.name, email: booking.email, phone: booking.phone },
    propertyId: booking.immobilie_id,
    payload: {
      ereignis: label,
      ...(extra.cancelledBy ? { abgesagtVon: extra.cancelledBy === "staff" ? "Büro" : "Interessent" } : {}),
      termin: when,
      ...(extra.previous ? { vorherigerTermin: formatViewingRange(extra.previous.starts_at, extra.previous.ends_at) } : {}),
      name: booking.name,
      email: booking.email,
      tel: booking.phone,
      propertyTitle: listingTitle(booking),
      objektnrExtern: listingNumber(booking),
      propertyId: booking.immobilie_id,
      adresse: booking.address,
      treffpunkt: booking.meeting_point,
      makler: booking.agent_name,
      plaetze: booking.seats === 1 ? "Einzelbesichtigung" : `Gruppenbesichtigung (${booking.seats} Plätze)`,
      buchungsnummer: bookingNumber(booking.id),
      buchungsId: booking.id,
      // The CRM hand-over's wish: only a booked or moved viewing is one.
      ...(event === "cancelled" ? {} : { wunsch: "BESICHTIGUNG" }),
      openimmoObid: booking.openimmo_obid,
      contactFeedbackEmail: booking.kontakt_feedback_email,
      // What the booking form showed and the visitor ticked (FAGG notice, § 10 request, consent).
      ...extra.legal,
    },
    emails: [{ template: "internal", recipient: ctx.officeEmail }],
    crmQueue: ctx.crmQueue,
  });
  return inquiryId;
}

/** A booking, a move or a cancellation: the visitor's mail and the staff copy. */
export async function notifyViewingEvent(
  ctx: ViewingMailContext,
  booking: ViewingBookingDetail,
  event: Exclude<ViewingEvent, "reminder">,
  extra: ViewingEventExtra = {},
): Promise<void> {
  await queueVisitorMail(ctx, booking, event);
  const staffCopyId = await storeStaffCopy(ctx, booking, event, extra);
  // A booking not made from a lead gets its staff copy as its lead: the week view links the name
  // there. One booked from a lead, or moved from one, keeps that lead.
  if (event !== "cancelled" && !booking.inquiry_id) {
    await linkViewingBookingToInquiry(ctx.db, { bookingId: booking.id, inquiryId: staffCopyId });
  }
}

/** Cron (every ten minutes): the reminder about 24 hours before, with the cancel link. */
export async function sendViewingReminders(ctx: ViewingMailContext): Promise<number> {
  const due = await claimDueViewingReminders(ctx.db, { now: ctx.now });
  for (const booking of due) await queueVisitorMail(ctx, booking, "reminder");
  return due.length;
}
