// Server side of the visitor's viewing pages: booking (/immobilien/<id>/besichtigung) and the
// signed link's page (/besichtigung/verwalten). A full slot answers 409 with a German message.

import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { contactPersonLabel } from "~/lib/agent-anrede";
import { formatReceiptTime } from "~/lib/fagg";
import { propertyLegalInfo } from "~/lib/property-legal";
import { propertyPath, shownObjektnr, toPropertyDetailView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { slotIdField, viewingBookingSchema } from "~/lib/schemas/viewing";
import { site } from "~/lib/site";
import {
  bookableRange,
  earliestBookableStart,
  formatViewingDay,
  formatViewingRange,
  formatViewingTime,
  formatViewingTimes,
  viennaDateOf,
} from "~/lib/viewing-time";
import { redirectWithToast } from "~/server/accounts/session.server";
import type { RequestContext } from "~/server/context";
import { readFormData } from "~/server/http/body-limit.server";
import { requireSecret, sessionSecrets } from "~/server/http/env.server";
import { checkHoneypot, HONEYPOT_MESSAGES, issueFormToken } from "~/server/http/honeypot.server";
import { formConstraint, hitFormRateLimit, RATE_LIMIT_MESSAGE, readFormDataOrResponse } from "~/server/leads/submit.server";
import { loadLegalTerms } from "~/server/legal/queries.server";
import { getPropertyByRouteId } from "~/server/listings/queries.server";
import { notifyViewingEvent, type ViewingMailContext, viewingManageUrl } from "~/server/mail/viewings.server";
import {
  type BookableSlot,
  bookViewingSlot,
  cancelViewingBooking,
  countActiveBookingsForListing,
  getViewingBooking,
  getViewingBookingByToken,
  listBookableSlots,
  rebookViewing,
  type ViewingBookingDetail,
} from "~/server/viewings/queries.server";

export const SLOT_TAKEN_MESSAGE = "Dieser Termin ist leider nicht mehr frei. Bitte wählen Sie einen anderen Termin.";
export const ALREADY_BOOKED_MESSAGE =
  "Sie haben für diese Immobilie bereits einen Termin gebucht. Über den Link in Ihrer Bestätigung können Sie ihn verschieben oder absagen.";
export const INVALID_VIEWING_LINK = "Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer Bestätigungs-E-Mail.";

/** Every SESSION_SECRET entry verifies a link; the first signs new ones. */
function viewingSecrets(context: RequestContext): string[] {
  return sessionSecrets(requireSecret(context.env, "SESSION_SECRET"));
}

export function viewingMailContext(context: RequestContext): ViewingMailContext {
  return {
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    siteUrl: context.env.SITE_URL,
    secret: viewingSecrets(context)[0] ?? "",
    officeEmail: context.env.MAIL_TO,
    now: context.now(),
    crmQueue: context.env.CRM_QUEUE,
  };
}

/** A mail or staff-copy failure never undoes a booking: it is logged, the seat stays booked. */
export async function notifySafely(...args: Parameters<typeof notifyViewingEvent>): Promise<void> {
  try {
    await notifyViewingEvent(...args);
  } catch (error) {
    console.warn(JSON.stringify({ job: "viewing-notify", event: args[2], bookingId: args[1].id, error: String(error) }));
  }
}

export interface SlotDay {
  date: string;
  label: string;
  slots: Array<{ id: string; time: string; label: string; free: number; seats: number }>;
}

/** Slots grouped by Vienna calendar day, each with its wall-clock time and free seats. */
export function groupSlotsByDay(slots: BookableSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = viennaDateOf(slot.starts_at);
    let day = days.find((entry) => entry.date === date);
    if (!day) {
      day = { date, label: formatViewingDay(slot.starts_at), slots: [] };
      days.push(day);
    }
    const free = Math.max(0, slot.seats - slot.booked);
    day.slots.push({
      id: slot.id,
      time: formatViewingTime(slot.starts_at),
      label: formatViewingTimes(slot.starts_at, slot.ends_at),
      free,
      seats: slot.seats,
    });
  }
  return days;
}

/** The open slots of a listing as the booking and manage pages show them. */
export async function loadSlotDays(context: RequestContext, immobilieId: number): Promise<SlotDay[]> {
  return groupSlotsByDay(await listBookableSlots(context.db, { immobilieId, ...bookableRange(context.now()) }));
}

/** The listing of the booking page: unknown → 404, withdrawn → 410 (the page's boundary). */
async function bookableProperty(context: RequestContext, routeId: string) {
  const row = await getPropertyByRouteId(context.db, { routeId });
  if (!row) throw data({ id: routeId.slice(0, 100) }, { status: 404 });
  if (row.active !== 1) throw data({ id: routeId.slice(0, 100) }, { status: 410 });
  return row;
}

// ---------------------------------------------------------------------------------------------
// /immobilien/<id>/besichtigung

export async function bookingLoader({ params, context }: { params: { id?: string }; context: RequestContext }) {
  const row = await bookableProperty(context, params.id ?? "");
  const view = toPropertyDetailView(row);
  const legal = propertyLegalInfo(row, await loadLegalTerms(context.db), context.env.SITE_URL);
  return data({
    property: {
      title: view.title,
      href: view.href,
      image: view.cardImage,
      subline: view.subline,
      // Place, kind and object number, each kept on one line on screen.
      sublineParts: [...view.sublinePlaceParts, view.objectNumberText].filter((part): part is string => Boolean(part)),
      priceText: view.priceText,
      objektnr: shownObjektnr(row),
    },
    // Who to ask when every slot is taken: the listing's contact, else the office.
    contact: {
      name: view.contact?.name ?? site.brand,
      phone: view.contact?.phone ?? site.phone,
      phoneHref: view.contact?.phoneHref ?? site.phoneHref,
    },
    days: await loadSlotDays(context, row.id),
    formToken: await issueFormToken(context.env, context.now()),
    constraint: formConstraint(viewingBookingSchema),
    fagg: legal.fagg,
  });
}

export async function bookingAction({ request, params, context }: { request: Request; params: { id?: string }; context: RequestContext }) {
  const row = await bookableProperty(context, params.id ?? "");
  const formData = await readFormDataOrResponse(request);
  if (!(formData instanceof FormData)) return formData;
  const submission = parseWithZod(formData, { schema: viewingBookingSchema });
  const now = context.now();
  const trap = await checkHoneypot(context.env, formData, now, { requireTimestamp: true });
  if (!trap.ok) return data(submission.reply({ formErrors: [HONEYPOT_MESSAGES[trap.reason]] }), { status: 400 });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const limit = await hitFormRateLimit(request, context, "viewing");
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const value = submission.value;
  if ((await countActiveBookingsForListing(context.db, { email: value.email, immobilieId: row.id, now })) > 0) {
    return data(submission.reply({ formErrors: [ALREADY_BOOKED_MESSAGE] }), { status: 409 });
  }
  const outcome = await bookViewingSlot(context.db, {
    slotId: value.slotId,
    immobilieId: row.id,
    name: value.name,
    email: value.email,
    phone: value.tel,
    earliest: earliestBookableStart(now),
    now,
  });
  if (outcome.status !== "booked") {
    const message = outcome.status === "duplicate" ? ALREADY_BOOKED_MESSAGE : SLOT_TAKEN_MESSAGE;
    return data(submission.reply({ formErrors: [message], resetForm: false }), { status: 409 });
  }
  const booking = await getViewingBooking(context.db, outcome.booking.id);
  if (!booking) throw new Error("booked viewing not found");
  const mail = viewingMailContext(context);
  const { fagg } = propertyLegalInfo(row, await loadLegalTerms(context.db), context.env.SITE_URL);
  await notifySafely(mail, booking, "booked", {
    legal: {
      faggInfo: fagg.lines,
      faggInformiertAm: now.toISOString(),
      // The § 10 request counts only where the form offered it (ADR 0385).
      vorzeitigerBeginn: value.vorzeitigerBeginn && fagg.earlyStartLabel !== null,
      vorzeitigerBeginnText: value.vorzeitigerBeginn && fagg.earlyStartLabel !== null ? formatReceiptTime(now) : null,
      privacyConsent: true,
    },
  });
  const manage = new URL(await viewingManageUrl(context.env.SITE_URL, mail.secret, booking));
  manage.searchParams.set("gebucht", "1");
  return redirectWithToast(context.env, request, `${manage.pathname}${manage.search}`, {
    type: "success",
    title: "Besichtigung gebucht",
    description: `Ihr Termin: ${formatViewingRange(booking.starts_at, booking.ends_at)}. Die Bestätigung ist per E-Mail unterwegs.`,
  });
}

// ---------------------------------------------------------------------------------------------
// /besichtigung/verwalten?id=…&token=…

function linkParams(request: Request, formData?: FormData) {
  const url = requestUrl(request);
  const pick = (name: string) => String(formData?.get(name) ?? url.searchParams.get(name) ?? "").slice(0, 200);
  return { id: pick("id"), token: pick("token") };
}

/** What the page shows of a booking: the details the confirmation mail has too. */
function bookingView(booking: ViewingBookingDetail, now: Date) {
  const started = new Date(booking.starts_at).getTime() <= now.getTime();
  return {
    number: booking.id.slice(0, 8).toUpperCase(),
    status: booking.status,
    past: started,
    when: formatViewingRange(booking.starts_at, booking.ends_at),
    title: booking.objekttitel?.trim() || "Immobilie",
    objektnr: shownObjektnr(booking),
    href: propertyPath(booking.objektnr_intern),
    address: booking.address,
    meetingPoint: booking.meeting_point,
    agent: booking.agent_name,
    agentLabel: contactPersonLabel(booking.agent_anrede),
    agentPhone: booking.agent_phone,
    group: booking.seats > 1,
  };
}

export async function manageLoader({ request, context }: { request: Request; context: RequestContext }) {
  const { id, token } = linkParams(request);
  const booking = await getViewingBookingByToken(context.db, { id, token, secrets: viewingSecrets(context) });
  if (!booking) return data({ booking: null, days: [], id, token, booked: false }, { status: 404 });
  // An old link of a moved booking leads to the booking it became (the link proves possession).
  if (booking.status === "cancelled" && booking.rebooked_to) {
    const moved = await getViewingBooking(context.db, booking.rebooked_to);
    if (moved) {
      const url = new URL(await viewingManageUrl(context.env.SITE_URL, viewingSecrets(context)[0] ?? "", moved));
      throw new Response(null, { status: 303, headers: { Location: `${url.pathname}${url.search}` } });
    }
  }
  const now = context.now();
  const view = bookingView(booking, now);
  const days = booking.status === "booked" && !view.past ? await loadSlotDays(context, booking.immobilie_id) : [];
  return data({
    booking: view,
    // The current slot is not a target to move to.
    days: days
      .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.id !== booking.slot_id) }))
      .filter((day) => day.slots.length > 0),
    id,
    token,
    booked: requestUrl(request).searchParams.has("gebucht"),
  });
}

export async function manageAction({ request, context }: { request: Request; context: RequestContext }) {
  const formData = await readFormData(request).catch(() => null);
  if (!formData) return data({ error: "Das Formular konnte nicht gelesen werden." }, { status: 400 });
  const { id, token } = linkParams(request, formData);
  const booking = await getViewingBookingByToken(context.db, { id, token, secrets: viewingSecrets(context) });
  if (!booking) return data({ error: INVALID_VIEWING_LINK }, { status: 404 });
  const now = context.now();
  const mail = viewingMailContext(context);
  const here = requestUrl(request);
  if (booking.status !== "booked") return data({ error: "Dieser Termin ist bereits abgesagt." }, { status: 409 });
  if (new Date(booking.starts_at).getTime() <= now.getTime()) {
    return data({ error: "Dieser Termin hat bereits begonnen und kann nicht mehr geändert werden." }, { status: 409 });
  }
  const intent = formData.get("intent");
  if (intent === "cancel") {
    const cancelled = await cancelViewingBooking(context.db, { id: booking.id, by: "visitor", now });
    if (!cancelled) return data({ error: "Dieser Termin ist bereits abgesagt." }, { status: 409 });
    await notifySafely(mail, cancelled, "cancelled", { cancelledBy: "visitor" });
    return redirectWithToast(context.env, request, `${here.pathname}?${new URLSearchParams({ id, token })}`, {
      type: "success",
      title: "Termin abgesagt",
      description: "Ihr Besichtigungstermin ist abgesagt. Sie erhalten eine Bestätigung per E-Mail.",
    });
  }
  if (intent === "rebook") {
    const slot = slotIdField.safeParse(formData.get("slotId"));
    if (!slot.success) return data({ error: "Bitte wählen Sie einen neuen Termin aus." }, { status: 400 });
    const outcome = await rebookViewing(context.db, {
      old: booking,
      booking: {
        slotId: slot.data,
        immobilieId: booking.immobilie_id,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        earliest: earliestBookableStart(now),
        now,
        inquiryId: booking.inquiry_id,
      },
    });
    if (outcome.status !== "booked") return data({ error: SLOT_TAKEN_MESSAGE }, { status: 409 });
    const moved = await getViewingBooking(context.db, outcome.booking.id);
    if (!moved) throw new Error("moved viewing not found");
    await notifySafely(mail, moved, "rebooked", { previous: booking });
    const url = new URL(await viewingManageUrl(context.env.SITE_URL, mail.secret, moved));
    return redirectWithToast(context.env, request, `${url.pathname}${url.search}`, {
      type: "success",
      title: "Termin verschoben",
      description: `Ihr neuer Termin: ${formatViewingRange(moved.starts_at, moved.ends_at)}. Die neue Einladung ist per E-Mail unterwegs.`,
    });
  }
  return data({ error: "Unbekannte Aktion." }, { status: 400 });
}
