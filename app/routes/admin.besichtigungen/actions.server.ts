// /admin/besichtigungen, the staff actions: open a window, cancel one booking or a
// whole window (everyone booked gets the CANCEL), mark a no-show. Each checks the origin first
// (requireAdminAction) and is recorded in the audit trail by ids, not names.

import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { viewingWindowSchema } from "~/lib/schemas/viewing";
import { formatViewingDay, generateSlots, mondayOf, viennaToUtc } from "~/lib/viewing-time";
import type { RequestContext } from "~/load-context";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { readStaffForm, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { EDGE_TAGS, listingTag } from "~/server/edge-cache/policy.server";
import { edgePurger } from "~/server/edge-cache/purge.server";
import { notifySafely, viewingMailContext } from "~/server/viewings/pages.server";
import {
  cancelViewingBooking,
  cancelViewingWindow,
  createViewingWindow,
  findOverlappingWindow,
  getViewingListing,
  isViewingId,
  listViewingAgents,
  setViewingNoShow,
} from "~/server/viewings/queries.server";

const PATH = "/admin/besichtigungen";

type ActionError = { status: "error"; error: string; fieldErrors?: Record<string, string[] | null> };

function failure(error: string, status = 400, fieldErrors?: Record<string, string[] | null>) {
  return data({ status: "error", error, fieldErrors } satisfies ActionError, { status });
}

export async function action({ request, context }: { request: Request; context: RequestContext }) {
  const user = await requireAdminAction(request, context);
  const formData = await readStaffForm(request);
  const intent = formData.get("intent");
  const now = context.now();
  const actor = { id: user.id, email: user.email };
  const back = (title: string, description: string, week?: string) =>
    redirectWithToast(context.env, request, week ? `${PATH}?woche=${week}` : `${PATH}${requestUrl(request).search}`, {
      type: "success",
      title,
      description,
    });

  if (intent === "create-window") {
    const submission = parseWithZod(formData, { schema: viewingWindowSchema });
    if (submission.status !== "success") {
      return failure("Bitte prüfen Sie die Angaben des Zeitfensters.", 400, submission.reply().error ?? undefined);
    }
    const value = submission.value;
    const listing = await getViewingListing(context.db, value.immobilieId);
    if (!listing)
      return failure("Diese Immobilie ist nicht (mehr) aktiv.", 400, { immobilieId: ["Bitte wählen Sie eine aktive Immobilie aus."] });
    const startsAt = viennaToUtc(value.datum, value.von);
    const endsAt = viennaToUtc(value.datum, value.bis);
    if (!startsAt || !endsAt) return failure("Bitte prüfen Sie Datum und Uhrzeit.", 400, { datum: ["Dieses Datum gibt es nicht."] });
    if (startsAt.getTime() <= now.getTime())
      return failure("Das Zeitfenster muss in der Zukunft beginnen.", 400, { datum: ["Bitte wählen Sie einen Termin in der Zukunft."] });
    const agents = await listViewingAgents(context.db);
    const agentId = value.agentId && agents.some((agent) => agent.id === value.agentId) ? value.agentId : null;
    if (value.agentId && !agentId)
      return failure("Diese Person gibt es nicht (mehr).", 400, { agentId: ["Bitte wählen Sie eine Person aus dem Team."] });
    const slots = generateSlots({ startsAt, endsAt, slotMinutes: value.slotMinuten, bufferMinutes: value.pufferMinuten });
    if (slots.length === 0)
      return failure("In dieses Zeitfenster passt kein Termin dieser Dauer.", 400, { bis: ["Das Zeitfenster ist kürzer als ein Termin."] });
    const address = value.adresse ?? [listing.address, [listing.plz, listing.ort].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    if (!value.adresse && !listing.address) {
      return failure("Bitte geben Sie die Adresse an: Die Immobilie hat keine freigegebene Adresse.", 400, {
        adresse: ["Die Adresse wird nur in der Bestätigung genannt."],
      });
    }
    const overlap = await findOverlappingWindow(context.db, {
      immobilieId: listing.id,
      agentId,
      startsAt,
      endsAt,
      bufferMinutes: value.pufferMinuten,
    });
    if (overlap) return failure("Zu dieser Zeit gibt es schon ein Zeitfenster für diese Immobilie oder diese Person.", 409);
    const id = await createViewingWindow(context.db, {
      immobilieId: listing.id,
      startsAt,
      endsAt,
      slotMinutes: value.slotMinuten,
      bufferMinutes: value.pufferMinuten,
      seats: value.plaetze,
      agentId,
      address,
      meetingPoint: value.treffpunkt ?? null,
      createdBy: user.id,
      slots,
      now,
    });
    await recordAudit(context.db, {
      actor,
      action: "viewing.window.create",
      entity: "viewing_window",
      entityId: id,
      summary: `Zeitfenster angelegt: Objekt ${listing.objektnr_intern}, ${value.datum} ${value.von}–${value.bis}, ${slots.length} Termine`,
      now,
    });
    // The detail page names the next free viewing.
    await edgePurger(context)([listingTag(listing.id)]);
    return back(
      "Zeitfenster angelegt",
      `${slots.length} Termine am ${formatViewingDay(startsAt)} sind jetzt buchbar.`,
      mondayOf(value.datum),
    );
  }

  const id = String(formData.get("id") ?? "").slice(0, 64);
  if (!isViewingId(id)) return failure("Diesen Eintrag gibt es nicht (mehr).");
  const mail = viewingMailContext(context);

  if (intent === "cancel-booking") {
    const booking = await cancelViewingBooking(context.db, { id, by: "staff", now });
    if (!booking) return failure("Diese Buchung ist bereits abgesagt.", 409);
    await notifySafely(mail, booking, "cancelled", { cancelledBy: "staff" });
    await recordAudit(context.db, {
      actor,
      action: "viewing.booking.cancel",
      entity: "viewing_booking",
      entityId: id,
      summary: `Besichtigung ${id} abgesagt`,
      now,
    });
    return back("Buchung abgesagt", "Die Person erhält die Absage mit der Kalender-Stornierung per E-Mail.");
  }
  if (intent === "cancel-window") {
    const bookings = await cancelViewingWindow(context.db, { windowId: id, now });
    if (!bookings) return failure("Dieses Zeitfenster ist bereits abgesagt.", 409);
    for (const booking of bookings) await notifySafely(mail, booking, "cancelled", { cancelledBy: "staff" });
    // The window's listing is not at hand here; a cancelled window is rare enough to purge all detail pages.
    await edgePurger(context)([EDGE_TAGS.details]);
    await recordAudit(context.db, {
      actor,
      action: "viewing.window.cancel",
      entity: "viewing_window",
      entityId: id,
      summary: `Zeitfenster ${id} abgesagt, ${bookings.length} Buchung(en) benachrichtigt`,
      now,
    });
    return back(
      "Zeitfenster abgesagt",
      bookings.length === 0 ? "Es war noch niemand gebucht." : `${bookings.length} gebuchte Person(en) erhalten die Absage per E-Mail.`,
    );
  }
  if (intent === "no-show" || intent === "undo-no-show") {
    const noShow = intent === "no-show";
    if (!(await setViewingNoShow(context.db, { id, noShow, now }))) {
      return failure("Das geht erst ab Beginn des Termins und nur für gebuchte Termine.", 409);
    }
    await recordAudit(context.db, {
      actor,
      action: noShow ? "viewing.booking.no-show" : "viewing.booking.show",
      entity: "viewing_booking",
      entityId: id,
      summary: noShow ? `Besichtigung ${id}: nicht erschienen` : `Besichtigung ${id}: doch erschienen`,
      now,
    });
    return back(noShow ? "Als nicht erschienen markiert" : "Markierung aufgehoben", "Die Buchung ist aktualisiert.");
  }
  return failure("Unbekannte Aktion.");
}
