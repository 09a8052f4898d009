// The iCalendar invitation of a viewing (RFC 5545, scheduling per RFC 5546 / iTIP; ADR 0240),
// written by ical-generator. A booking's invitation is METHOD:REQUEST with the booking's stable
// UID and its SEQUENCE; moving the booking sends REQUEST again with the same UID and a higher
// SEQUENCE (the calendar moves the one event); cancelling sends METHOD:CANCEL with the same UID,
// a higher SEQUENCE and STATUS:CANCELLED, so the event really leaves the visitor's calendar (the
// failure cal.com had: calcom/cal.com#29706). Times are written in UTC ("…Z"), which every client
// shows in its own zone and which needs no VTIMEZONE. Pure: the mail outbox and the tests use it.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export type ViewingIcsMethod = "REQUEST" | "CANCEL";

export interface ViewingIcsInput {
  method: ViewingIcsMethod;
  uid: string;
  sequence: number;
  start: Date | string;
  end: Date | string;
  /** When this version was written (DTSTAMP). */
  stamp: Date | string;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendeeEmail: string;
  url?: string;
}

/** The .ics text (CRLF line ends, folded lines) for one booking's invitation or cancellation. */
export function buildViewingIcs(input: ViewingIcsInput): string {
  const calendar = ical({
    prodId: { company: "Donau Estate", product: "Besichtigungen", language: "DE" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: new Date(input.start),
    end: new Date(input.end),
    stamp: new Date(input.stamp),
    summary: input.summary,
    location: input.location,
    description: input.description,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        email: input.attendeeEmail,
        role: ICalAttendeeRole.REQ,
        ...(input.method === "REQUEST" ? { status: ICalAttendeeStatus.ACCEPTED } : {}),
        rsvp: false,
      },
    ],
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(input.url ? { url: input.url } : {}),
  });
  return calendar.toString();
}
