// The viewing invitation read back with ical.js (RFC 5545): REQUEST and CANCEL share the UID,
// CANCEL carries the higher SEQUENCE and STATUS:CANCELLED.
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { buildViewingIcs } from "./viewing-ics";

const base = {
  uid: "booking-1@donau-estate",
  start: "2026-12-01T09:00:00.000Z",
  end: "2026-12-01T09:30:00.000Z",
  stamp: "2026-11-28T10:00:00.000Z",
  summary: "Besichtigung: Altbauwohnung, Landstraße",
  location: "Hauptstraße 1, 1030 Wien",
  description: "Treffpunkt: vor dem Haustor",
  organizer: { name: "Donau Estate", email: "website@donau-estate.example" },
  attendeeEmail: "anna@example.at",
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}

test("the invitation is a REQUEST with UID, SEQUENCE, UTC start, organizer and attendee", () => {
  const { calendar, event } = parse(buildViewingIcs({ ...base, method: "REQUEST", sequence: 0 }));
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(event.getFirstPropertyValue("uid")).toBe("booking-1@donau-estate");
  expect(event.getFirstPropertyValue("sequence")).toBe(0);
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
  expect(start.toJSDate().toISOString()).toBe("2026-12-01T09:00:00.000Z");
  expect(start.zone?.tzid).toBe("UTC");
  expect(String(event.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:website@donau-estate.example");
  expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:anna@example.at");
  expect(event.getFirstPropertyValue("location")).toBe("Hauptstraße 1, 1030 Wien");
  expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
});

test("the cancellation is a CANCEL of the same UID with a higher SEQUENCE", () => {
  const { calendar, event } = parse(buildViewingIcs({ ...base, method: "CANCEL", sequence: 1 }));
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(event.getFirstPropertyValue("uid")).toBe("booking-1@donau-estate");
  expect(event.getFirstPropertyValue("sequence")).toBe(1);
  expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
});
