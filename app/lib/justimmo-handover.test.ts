// The hand-over's pure parts: the Feedback XML read back with fast-xml-parser, the feed address
// check, and the API fields without newsletter flags.
import { XMLParser } from "fast-xml-parser";
import { expect, test } from "vitest";
import {
  buildOpenImmoFeedbackXml,
  handoverPersonOf,
  handoverWunsch,
  justimmoFeedbackAddress,
  justimmoInquiryFields,
} from "./justimmo-handover";

const listing = {
  objektnrIntern: "3454121",
  title: "DEMOOBJEKT! Büro <nahe> Oper & Bristol",
  exposeUrl: "https://www.donau-estate.at/immobilien/3454121",
  angebotTyp: "Kauf",
  ort: "Wien",
};

const parse = (xml: string) => new XMLParser({ parseTagValue: false, processEntities: true }).parse(xml);

test("the document reads back with the oobj_id, the inquirer and the wish, every special character intact", () => {
  const anfrage = "Ist </anfrage><wunsch>ANRUF</wunsch> noch frei? \"Ja\" & 'nein' ]]> \u0007Ende";
  const xml = buildOpenImmoFeedbackXml({
    senderName: "Donau Estate Website",
    date: new Date("2026-11-30T23:30:00Z"),
    wunsch: "DETAIL",
    listing,
    person: { anrede: "Frau", vorname: "Anna", nachname: "Müller", email: "anna@example.at", tel: "+43 664 1234567", anfrage },
  });
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = parse(xml).openimmo_feedback;
  expect(doc.version).toBe("1.2.5");
  // Vienna's date: 23:30 UTC on the 30th is already 1 December there.
  expect(doc.sender).toEqual({ name: "Donau Estate Website", datum: "01.12.2026" });
  expect(doc.objekt.oobj_id).toBe("3454121");
  expect(doc.objekt.bezeichnung).toBe("DEMOOBJEKT! Büro <nahe> Oper & Bristol");
  expect(doc.objekt.vermarktungsart).toBe("KAUF");
  expect(doc.objekt.interessent).toEqual({
    anrede: "Frau",
    vorname: "Anna",
    nachname: "Müller",
    tel: "+43 664 1234567",
    email: "anna@example.at",
    bevorzugt: "EMAIL",
    wunsch: "DETAIL",
    // The bell character is not allowed in XML 1.0 and is dropped; everything else survives.
    anfrage: "Ist </anfrage><wunsch>ANRUF</wunsch> noch frei? \"Ja\" & 'nein' ]]> Ende",
  });
  // The standard's order: sender before objekt, oobj_id before interessent, wunsch before anfrage.
  const order = ["<sender>", "<oobj_id>", "<interessent>", "<wunsch>", "<anfrage>"].map((tag) => xml.indexOf(tag));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test("a callback asks for a phone call; empty values are left out, not sent empty", () => {
  const xml = buildOpenImmoFeedbackXml({
    senderName: "Donau Estate Website",
    date: new Date("2026-11-28T10:00:00Z"),
    wunsch: "ANRUF",
    listing: { ...listing, angebotTyp: null, ort: null },
    person: { anrede: null, vorname: null, nachname: "Huber", email: null, tel: "+4366412345", anfrage: "" },
  });
  const interessent = parse(xml).openimmo_feedback.objekt.interessent;
  expect(interessent).toEqual({ nachname: "Huber", tel: "+4366412345", bevorzugt: "TEL", wunsch: "ANRUF" });
  expect(xml).not.toContain("<vermarktungsart");
});

test("only a plain address at oi-feedback.justimmo.at is accepted", () => {
  expect(justimmoFeedbackAddress(" 1599-201312-9D80416D@oi-feedback.justimmo.at ")).toBe("1599-201312-9d80416d@oi-feedback.justimmo.at");
  for (const bad of [
    "agent@donau-estate.at",
    "x@oi-feedback.justimmo.at.evil.example",
    "x@evil.oi-feedback.justimmo.at",
    "x@oi-feedback-justimmo.at",
    "a@oi-feedback.justimmo.at, b@evil.example",
    "x@oi-feedback.justimmo.at\r\nBcc: b@evil.example",
    "Justimmo <x@oi-feedback.justimmo.at>",
    "",
    null,
  ]) {
    expect(justimmoFeedbackAddress(bad), String(bad)).toBeNull();
  }
});

test("the wish comes from the form's payload; leads without one stay ours", () => {
  expect(handoverWunsch({ wunsch: "BESICHTIGUNG" })).toBe("BESICHTIGUNG");
  expect(handoverWunsch({ wunsch: "RÜCKRUF" })).toBeNull();
  expect(handoverWunsch({ message: "Kontakt" })).toBeNull();
});

test("a viewing's one name field is split at the first space, its request names the time", () => {
  const person = handoverPersonOf(
    "viewing",
    {
      name: "Maria Anna Berger",
      ereignis: "Besichtigung verschoben",
      termin: "Di., 1.12., 10:00–10:30",
      vorherigerTermin: "Mo., 30.11.",
      buchungsnummer: "AB12CD34",
    },
    { name: null, email: "berger@example.at", phone: "+436641112233" },
  );
  expect(person).toMatchObject({ vorname: "Maria", nachname: "Anna Berger", email: "berger@example.at", tel: "+436641112233" });
  expect(person.anfrage).toBe("Besichtigung verschoben: Di., 1.12., 10:00–10:30 (vorher: Mo., 30.11.). Buchungsnummer AB12CD34");
});

test("the API fields carry the listing and the person, and no newsletter registration", () => {
  const person = handoverPersonOf(
    "property",
    {
      vorname: "Anna",
      nachname: "Müller",
      email: "anna@example.at",
      tel: "+436641234567",
      anfrage: "Ist die Wohnung noch frei?",
      rueckruf: true,
    },
    { name: "Anna Müller", email: "anna@example.at", phone: null },
  );
  const fields = justimmoInquiryFields(listing, person, "ANRUF");
  expect(Object.fromEntries(fields)).toEqual({
    objekt_id: "3454121",
    vorname: "Anna",
    nachname: "Müller",
    email: "anna@example.at",
    tel: "+436641234567",
    message: "Rückruf über die Website (https://www.donau-estate.at/immobilien/3454121): Bitte um Rückruf. Ist die Wohnung noch frei?",
    culture: "de",
  });
  expect([...fields.keys()].some((key) => key.startsWith("newsletter") || key === "doubleoptin_completed")).toBe(false);
});
