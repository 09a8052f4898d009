// The viewing's iCalendar invitation (RFC 5545/5546), written by ical-generator. A move resends
// REQUEST with the same UID and a higher SEQUENCE; a cancel sends METHOD:CANCEL with the same UID,
// higher SEQUENCE and STATUS:CANCELLED, so the event really leaves the visitor's calendar. Times
// are UTC, so no VTIMEZONE is needed.
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
