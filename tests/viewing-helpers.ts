// A booked viewing at a given time, for the retention tests: a one-seat window of one 30-minute
// slot at `at`, booked as if `at` were now (so a slot in the past can be set up).
import type { Db } from "~/db/client.server";
import { bookViewingSlot, createViewingWindow } from "~/server/viewings/queries.server";

const MINUTE = 60_000;

export async function bookedViewingAt(
  db: Db,
  options: { immobilieId: number; at: Date; address: string; name: string; email: string; phone?: string; inquiryId?: string },
): Promise<string> {
  const { immobilieId, at, address } = options;
  const end = new Date(at.getTime() + 30 * MINUTE);
  const windowId = await createViewingWindow(db, {
    immobilieId,
    startsAt: at,
    endsAt: end,
    slotMinutes: 30,
    bufferMinutes: 0,
    seats: 1,
    agentId: null,
    address,
    meetingPoint: null,
    createdBy: null,
    slots: [{ startsAt: at, endsAt: end }],
    now: at,
  });
  const slot = await db.selectFrom("viewing_slots").select("id").where("window_id", "=", windowId).executeTakeFirstOrThrow();
  const outcome = await bookViewingSlot(db, {
    slotId: slot.id,
    immobilieId,
    name: options.name,
    email: options.email,
    phone: options.phone ?? "",
    earliest: new Date(0),
    now: at,
    inquiryId: options.inquiryId ?? null,
  });
  if (outcome.status !== "booked") throw new Error(`setup failed: ${outcome.status}`);
  return outcome.booking.id;
}
