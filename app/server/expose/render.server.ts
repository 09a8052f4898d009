// The PDF exposé's layout: A4 pages drawn with pdf-lib, Noto Sans embedded as subsets. Pure
// (bytes in, bytes out), so the queue consumer and the bench share it.

import {
  clip,
  endPath,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
} from "pdf-lib";
import { encode } from "uqr";
import type { Nebenkostenuebersicht } from "~/lib/nebenkosten";
import type { PropertyDetailView } from "~/lib/property-view";
import { exposeFontkit } from "./fontkit.server";

/** Facts and price rows as the detail page shows them. */
type LabelledValue = PropertyDetailView["facts"][number];

export interface ExposeDocument {
  brand: string;
  title: string;
  subline: string;
  priceText: string;
  offerLabel: string;
  objektnr: string;
  facts: LabelledValue[];
  priceRows: LabelledValue[];
  nebenkosten: Nebenkostenuebersicht;
  energy: PropertyDetailView["energy"];
  description: string | null;
  location: string | null;
  /** "Ihre Ansprechpartnerin", "Ihr Ansprechpartner" or "Ihre Ansprechperson" (lib/agent-anrede). */
  contactHeading: string;
  contact: { name: string; company: string | null; phone: string; email: string };
  /** The detail page's absolute URL: printed and encoded in the QR code. */
  url: string;
  /** One line: company, address, register, VAT id (Impressum). */
  imprint: string;
  /** 'Stand: 25.11.2026'. */
  asOf: string;
}

export interface ExposeAssets {
  regular: Uint8Array;
  bold: Uint8Array;
  /** JPEG bytes of the main photos, title photo first. */
  photos: Uint8Array[];
}

// A4 in points; margins as a printed brochure.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 40;

// The site's tokens (app/styles/app.css).
const NAVY = rgb(0x0f / 255, 0x2a / 255, 0x3d / 255);
const GOLD = rgb(0xc9 / 255, 0xa5 / 255, 0x5a / 255);
const TEXT = rgb(0x1c / 255, 0x27 / 255, 0x33 / 255);
const MUTED = rgb(0x55 / 255, 0x61 / 255, 0x6d / 255);
const RULE = rgb(0xe3 / 255, 0xe8 / 255, 0xed / 255);
const WHITE = rgb(1, 1, 1);
const GOLD_100 = rgb(0xf6 / 255, 0xef / 255, 0xe0 / 255);
const NAVY_100 = rgb(0xe6 / 255, 0xed / 255, 0xf3 / 255);
const GOLD_600 = rgb(0xa8 / 255, 0x82 / 255, 0x2f / 255);
/** The height of one Energieausweis scale row. */
const ENERGY_ROW_HEIGHT = 46;
/** The facts the price box repeats, in this order, when the listing has them. */
const KEY_FACTS = ["Wohnfläche", "Nutzfläche", "Zimmer", "Räume", "Grundfläche", "Grundstücksfläche"];

/** The Energieausweis scale (OIB-Richtlinie 6) with the detail page's colours. */
const ENERGY_SCALE: [string, number][] = [
  ["A++", 0x006b28],
  ["A+", 0x17782f],
  ["A", 0x2e7d32],
  ["B", 0x7ab51d],
  ["C", 0xc9d300],
  ["D", 0xffe500],
  ["E", 0xf9b200],
  ["F", 0xec6608],
  ["G", 0xd9261c],
  ["H", 0xa3151b],
];
const hex = (value: number) => rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Invisible characters a feed text may carry: C0/C1 controls, zero-width marks, BOM. */
const invisible = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x200b && code <= 0x200f) || code === 0xfeff;

/**
 * Feed text may hold tabs, control characters or emoji: tabs become spaces, invisible characters
 * and emoji go, any other character the font cannot set shows as '?'.
 */
function printable(text: string, font: PDFFont): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let result = "";
  for (const char of text.replace(/\t/g, " ")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n" || supported.has(code)) result += char;
    else if (!invisible(code) && code <= 0xffff) result += "?";
  }
  return result;
}

/**
 * Greedy line breaking on spaces and after hyphens; a word longer than the line (German compounds
 * in a narrow column) is cut with a hyphen.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(/ +/).filter(Boolean);
    if (words.length === 0) {
      lines.push("");
      continue;
    }
    let line = "";
    for (let word of words) {
      while (font.widthOfTextAtSize(word, size) > width) {
        // A hyphenated compound breaks at its own hyphen first.
        const hyphen = word.lastIndexOf("-", word.length - 2);
        const head = hyphen > 0 ? word.slice(0, hyphen + 1) : "";
        const joined = line ? `${line} ${head}` : head;
        if (head && font.widthOfTextAtSize(joined, size) <= width) {
          lines.push(joined);
          line = "";
          word = word.slice(hyphen + 1);
          continue;
        }
        if (line) lines.push(line);
        line = "";
        let cut = word.length - 1;
        while (cut > 2 && font.widthOfTextAtSize(`${word.slice(0, cut)}-`, size) > width) cut -= 1;
        lines.push(`${word.slice(0, cut)}-`);
        word = word.slice(cut);
      }
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Layout {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Start a new page unless `height` still fits above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  /** A block that fits on one page starts on a new page rather than being cut. */
  keepTogether(height: number) {
    const pageRoom = PAGE_HEIGHT - 2 * MARGIN - FOOTER_HEIGHT;
    this.ensure(Math.min(height, pageRoom));
  }

  text(
    value: string,
    options: { x?: number; size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; width?: number; leading?: number } = {},
  ) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10;
    const leading = options.leading ?? size * 1.45;
    const x = options.x ?? MARGIN;
    const lines = wrap(printable(value, font), font, size, options.width ?? CONTENT_WIDTH);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      if (line) this.page.drawText(line, { x, y: this.y + (leading - size) / 2, size, font, color: options.color ?? TEXT });
    }
  }

  heading(value: string, x = MARGIN) {
    this.ensure(60);
    this.y -= 18;
    this.page.drawRectangle({ x, y: this.y - 16, width: 3, height: 16, color: GOLD });
    this.page.drawText(printable(value, this.bold), { x: x + 10, y: this.y - 12, size: 13, font: this.bold, color: NAVY });
    this.y -= 26;
  }

  /** The height `text` takes with these options. */
  measureText(value: string, options: { size?: number; font?: PDFFont; width?: number; leading?: number } = {}): number {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10;
    return wrap(printable(value, font), font, size, options.width ?? CONTENT_WIDTH).length * (options.leading ?? size * 1.45);
  }

  /**
   * One row's lines: the label takes what it needs up to 60 % of the width, the value the rest
   * (at least 40 %), so short labels leave long values ("6 Bruttomonatsmieten") room.
   */
  rowLines(item: LabelledValue, width: number): { label: string[]; value: string[]; height: number } {
    const labelText = printable(item.label, this.regular);
    const valueText = printable(item.value, this.bold);
    const valueNatural = this.bold.widthOfTextAtSize(valueText, 10);
    const labelNatural = this.regular.widthOfTextAtSize(labelText, 10);
    const valueWidth = Math.max(width * 0.4, Math.min(valueNatural, width - labelNatural - 12));
    const value = wrap(valueText, this.bold, 10, valueWidth);
    const label = wrap(labelText, this.regular, 10, width - valueWidth - 12);
    return { label, value, height: Math.max(value.length, label.length) * 14 + 6 };
  }

  rowsHeight(items: LabelledValue[], width = CONTENT_WIDTH): number {
    return items.reduce((sum, item) => sum + this.rowLines(item, width).height, 0);
  }

  /** Label and value rows, the value right-aligned, with a hairline between rows. */
  rows(items: LabelledValue[], x = MARGIN, width = CONTENT_WIDTH) {
    for (const item of items) {
      const { label, value, height } = this.rowLines(item, width);
      this.ensure(height);
      label.forEach((line, index) => {
        this.page.drawText(line, { x, y: this.y - 13 - index * 14, size: 10, font: this.regular, color: MUTED });
      });
      value.forEach((line, index) => {
        const lineWidth = this.bold.widthOfTextAtSize(line, 10);
        this.page.drawText(line, { x: x + width - lineWidth, y: this.y - 13 - index * 14, size: 10, font: this.bold, color: TEXT });
      });
      this.y -= height;
      this.page.drawLine({ start: { x, y: this.y + 2 }, end: { x: x + width, y: this.y + 2 }, thickness: 0.5, color: RULE });
    }
  }
}

/** The photo covers the box like CSS object-fit: cover, the overflow clipped away. */
function drawImageCover(page: PDFPage, image: PDFImage, x: number, y: number, width: number, height: number) {
  const scale = Math.max(width / image.width, height / image.height);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  page.pushOperators(pushGraphicsState(), rectangle(x, y, width, height), clip(), endPath());
  page.drawImage(image, { x: x + (width - drawnWidth) / 2, y: y + (height - drawnHeight) / 2, width: drawnWidth, height: drawnHeight });
  page.pushOperators(popGraphicsState());
}

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const { data } = encode(url, { ecc: "M", border: 0 });
  const modules = data.length;
  const cell = size / modules;
  page.drawRectangle({ x: x - 4, y: y - 4, width: size + 8, height: size + 8, color: WHITE });
  data.forEach((row, rowIndex) => {
    row.forEach((dark, columnIndex) => {
      if (dark)
        page.drawRectangle({ x: x + columnIndex * cell, y: y + size - (rowIndex + 1) * cell, width: cell, height: cell, color: TEXT });
    });
  });
}

/** One scale: the label and value on the left, the classes A++ to H, the listing's class raised. */
function drawEnergyScale(layout: Layout, label: string, meaning: string, grade: string | null, value: string | null) {
  const { bold, regular, page } = layout;
  layout.ensure(ENERGY_ROW_HEIGHT);
  const labelWidth = 118;
  const cellWidth = (CONTENT_WIDTH - labelWidth) / ENERGY_SCALE.length;
  const top = layout.y - 16;
  page.drawText(`${label}${value ? ` ${printable(value, bold)}` : ""}`, { x: MARGIN, y: top + 2, size: 10, font: bold, color: TEXT });
  page.drawText(meaning, { x: MARGIN, y: top - 11, size: 7.5, font: regular, color: MUTED });
  ENERGY_SCALE.forEach(([name, colour], index) => {
    const x = MARGIN + labelWidth + index * cellWidth;
    const active = name === grade;
    const height = active ? 28 : 18;
    page.drawRectangle({ x: x + 1, y: top - (active ? 15 : 10), width: cellWidth - 2, height, color: hex(colour) });
    const dark = ["C", "D", "E"].includes(name);
    const size = active ? 12 : 8;
    const textWidth = (active ? bold : regular).widthOfTextAtSize(name, size);
    page.drawText(name, {
      x: x + (cellWidth - textWidth) / 2,
      y: top - (active ? 5 : 4),
      size,
      font: active ? bold : regular,
      color: dark ? TEXT : WHITE,
    });
    if (active) page.drawRectangle({ x: x + 1, y: top - 19, width: cellWidth - 2, height: 2.5, color: TEXT });
  });
  if (!grade) page.drawText("Klasse nicht angegeben", { x: MARGIN + labelWidth, y: top - 22, size: 7.5, font: regular, color: MUTED });
  layout.y -= ENERGY_ROW_HEIGHT;
}

/** The price as a box: the price large, the key facts beside it (spec section 5: price first). */
function drawPriceBox(layout: Layout, document: ExposeDocument) {
  const { bold, regular, page } = layout;
  const height = 58;
  const top = layout.y;
  page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: GOLD_100 });
  page.drawRectangle({ x: MARGIN, y: top - height, width: 3, height, color: GOLD });
  const label = document.offerLabel === "Miete" ? "MIETE" : "KAUFPREIS";
  page.drawText(label, { x: MARGIN + 16, y: top - 19, size: 7.5, font: bold, color: GOLD_600 });
  const key = KEY_FACTS.flatMap((name) => document.facts.filter((fact) => fact.label === name)).slice(0, 3);
  const keyWidth = 88;
  const priceWidth = CONTENT_WIDTH - 32 - key.length * keyWidth;
  let priceSize = 20;
  const price = printable(document.priceText, bold);
  while (priceSize > 12 && bold.widthOfTextAtSize(price, priceSize) > priceWidth) priceSize -= 1;
  page.drawText(price, { x: MARGIN + 16, y: top - 44, size: priceSize, font: bold, color: NAVY });
  key.forEach((fact, index) => {
    const x = MARGIN + CONTENT_WIDTH - (key.length - index) * keyWidth;
    page.drawLine({ start: { x: x - 1, y: top - 12 }, end: { x: x - 1, y: top - height + 12 }, thickness: 0.5, color: GOLD });
    const value = printable(fact.value, bold);
    let size = 13;
    while (size > 8 && bold.widthOfTextAtSize(value, size) > keyWidth - 22) size -= 1;
    page.drawText(value, { x: x + 12, y: top - 30, size, font: bold, color: TEXT });
    page.drawText(fact.label, { x: x + 12, y: top - 44, size: 7.5, font: regular, color: MUTED });
  });
  layout.y = top - height - 6;
}

function contactCardHeight(document: ExposeDocument): number {
  return 44 + 16 + (document.contact.company ? 14 : 0) + 3 * 14 + 16;
}

/** The broker with contact as a card: name, company, phone, e-mail, the page's address. */
function drawContactCard(layout: Layout, document: ExposeDocument) {
  const { bold, regular } = layout;
  const height = contactCardHeight(document) - 44;
  layout.keepTogether(height + 44);
  layout.heading(document.contactHeading);
  const { page } = layout;
  const top = layout.y;
  page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: NAVY_100 });
  const { contact } = document;
  const lines: [string, PDFFont, number, ReturnType<typeof rgb>][] = [
    [contact.name, bold, 12, NAVY],
    ...(contact.company ? [[contact.company, regular, 9.5, MUTED] as [string, PDFFont, number, ReturnType<typeof rgb>]] : []),
    [`Telefon  ${contact.phone}`, regular, 10, TEXT],
    [`E-Mail  ${contact.email}`, regular, 10, TEXT],
    [`Online  ${document.url}`, regular, 9, MUTED],
  ];
  let y = top - 22;
  for (const [line, font, size, color] of lines) {
    const text = wrap(printable(line, font), font, size, CONTENT_WIDTH - 32)[0] ?? "";
    page.drawText(text, { x: MARGIN + 16, y, size, font, color });
    y -= line === contact.name ? 16 : 14;
  }
  layout.y = top - height;
}

function drawFooters(layout: Layout, document: ExposeDocument) {
  const total = layout.pages.length;
  layout.pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
    const imprint = wrap(printable(document.imprint, layout.regular), layout.regular, 7, CONTENT_WIDTH - 60);
    imprint.slice(0, 2).forEach((line, lineIndex) => {
      page.drawText(line, { x: MARGIN, y: MARGIN + 4 - lineIndex * 9, size: 7, font: layout.regular, color: MUTED });
    });
    const number = `Seite ${index + 1} von ${total}`;
    const width = layout.regular.widthOfTextAtSize(number, 7);
    page.drawText(number, { x: PAGE_WIDTH - MARGIN - width, y: MARGIN + 4, size: 7, font: layout.regular, color: MUTED });
  });
}

export async function renderExpose(document: ExposeDocument, assets: ExposeAssets): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(exposeFontkit);
  pdf.setTitle(`Exposé: ${document.title}`);
  pdf.setAuthor(document.brand);
  pdf.setSubject(document.subline);
  pdf.setLanguage("de-AT");
  pdf.setCreator(document.brand);
  pdf.setProducer("pdf-lib");
  const regular = await pdf.embedFont(assets.regular, { subset: true });
  const bold = await pdf.embedFont(assets.bold, { subset: true });
  const photos: PDFImage[] = [];
  for (const bytes of assets.photos) photos.push(await pdf.embedJpg(bytes));
  const layout = new Layout(pdf, regular, bold);

  // Brand band.
  const { page } = layout;
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 64, width: PAGE_WIDTH, height: 64, color: NAVY });
  page.drawText(printable(document.brand, bold), { x: MARGIN, y: PAGE_HEIGHT - 40, size: 16, font: bold, color: WHITE });
  const tag = `Exposé · Obj.-Nr. ${document.objektnr}`;
  page.drawText(printable(tag, regular), {
    x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(printable(tag, regular), 9),
    y: PAGE_HEIGHT - 38,
    size: 9,
    font: regular,
    color: GOLD,
  });
  layout.y = PAGE_HEIGHT - 64 - 24;

  // Title photo.
  const [hero, ...more] = photos;
  if (hero) {
    const height = 290;
    drawImageCover(page, hero, MARGIN, layout.y - height, CONTENT_WIDTH, height);
    layout.y -= height + 8;
  }

  // Title, type and place, with the QR code beside them.
  const qrSize = 74;
  const titleWidth = CONTENT_WIDTH - qrSize - 24;
  const titleTop = layout.y;
  layout.y -= 6;
  layout.text(document.title, { size: 19, font: bold, color: NAVY, width: titleWidth, leading: 24 });
  layout.y -= 2;
  layout.text(document.subline, { size: 10, color: MUTED, width: titleWidth });
  drawQr(page, document.url, PAGE_WIDTH - MARGIN - qrSize, titleTop - qrSize - 10, qrSize);
  const scan = "Zur Online-Ansicht";
  page.drawText(scan, {
    x: PAGE_WIDTH - MARGIN - qrSize / 2 - regular.widthOfTextAtSize(scan, 7) / 2,
    y: titleTop - qrSize - 24,
    size: 7,
    font: regular,
    color: MUTED,
  });
  layout.y = Math.min(layout.y - 12, titleTop - qrSize - 34);

  drawPriceBox(layout, document);

  // Facts and Preisdetails in two columns when both fit on the first page.
  const columnWidth = (CONTENT_WIDTH - 28) / 2;
  const rightX = MARGIN + columnWidth + 28;
  const facts = document.facts.length > 0 ? document.facts : [{ label: "Angaben", value: "auf Anfrage" }];
  const columnsHeight = Math.max(layout.rowsHeight(facts, columnWidth), layout.rowsHeight(document.priceRows, columnWidth));
  if (layout.y - 44 - columnsHeight >= MARGIN + FOOTER_HEIGHT) {
    const top = layout.y;
    layout.heading("Eckdaten");
    layout.rows(facts, MARGIN, columnWidth);
    const leftEnd = layout.y;
    layout.y = top;
    layout.heading("Preis und monatliche Kosten", rightX);
    layout.rows(document.priceRows, rightX, columnWidth);
    layout.y = Math.min(layout.y, leftEnd);
  } else {
    layout.keepTogether(44 + layout.rowsHeight(facts.slice(0, 3)));
    layout.heading("Eckdaten");
    layout.rows(facts);
    layout.keepTogether(44 + layout.rowsHeight(document.priceRows.slice(0, 3)));
    layout.heading("Preis und monatliche Kosten");
    layout.rows(document.priceRows);
  }

  // The broker's card closes the first page when it still fits there, else the exposé.
  const cardOnFirstPage = layout.page === page && layout.y - 28 - contactCardHeight(document) >= MARGIN + FOOTER_HEIGHT;
  if (cardOnFirstPage) drawContactCard(layout, document);

  // Further photos, two side by side, on a page of their own.
  if (more.length > 0) {
    layout.newPage();
    const gap = 12;
    const width = (CONTENT_WIDTH - gap) / 2;
    const height = width * (2 / 3);
    const shown = more.slice(0, 4);
    shown.forEach((image, index) => {
      const x = MARGIN + (index % 2) * (width + gap);
      // An odd last photo takes the full width.
      const last = index === shown.length - 1 && index % 2 === 0;
      const boxWidth = last ? CONTENT_WIDTH : width;
      const boxHeight = last ? Math.min(height * 1.4, CONTENT_WIDTH * 0.5) : height;
      if (index % 2 === 0) layout.ensure(boxHeight + gap);
      drawImageCover(layout.page, image, x, layout.y - boxHeight, boxWidth, boxHeight);
      if (index % 2 === 1 || last) layout.y -= boxHeight + gap;
    });
  }

  // A heading never ends a page: it keeps at least three lines of its text.
  const paragraphHead = (title: string, body: string) => {
    layout.keepTogether(44 + Math.min(layout.measureText(body, { size: 10 }), 3 * 14.5));
    layout.heading(title);
  };
  const description = document.description ?? "Keine Beschreibung verfügbar.";
  paragraphHead("Beschreibung", description);
  layout.text(description, { size: 10 });
  if (document.location) {
    paragraphHead("Lage", document.location);
    layout.text(document.location, { size: 10 });
  }

  // The Energieausweis is one block: heading, both scales and the validity never split.
  const energy = document.energy;
  const energyNote = "Ein Energieausweis liegt noch nicht vor; er wird spätestens bei der Besichtigung vorgelegt.";
  layout.keepTogether(44 + (energy ? 2 * ENERGY_ROW_HEIGHT + (energy.validUntil ? 16 : 0) : layout.measureText(energyNote)));
  layout.heading("Energieausweis");
  if (energy) {
    drawEnergyScale(layout, "HWB", "Heizwärmebedarf", energy.hwbClass, energy.hwbValue);
    drawEnergyScale(layout, "fGEE", "Gesamtenergieeffizienz-Faktor", energy.fgeeClass, energy.fgeeValue);
    if (energy.validUntil) layout.text(`Gültig bis ${energy.validUntil}`, { size: 9, color: MUTED });
  } else {
    layout.text(energyNote, { size: 10 });
  }

  // The Nebenkostenübersicht is one block too, unless it is longer than a page.
  const overview = document.nebenkosten;
  const costRows = overview.lines.map((line) => ({ label: line.note ? `${line.label} (${line.note})` : line.label, value: line.value }));
  const notes: [string, { size: number; font?: PDFFont; color?: ReturnType<typeof rgb> }][] = [
    ...overview.broker.map((line): [string, { size: number; color: ReturnType<typeof rgb> }] => [line, { size: 9, color: MUTED }]),
    [overview.hinweis, { size: 8, color: MUTED }],
  ];
  layout.keepTogether(
    44 + layout.rowsHeight(costRows) + 8 + notes.reduce((sum, [line, options]) => sum + layout.measureText(line, options), 0),
  );
  layout.heading(overview.title);
  layout.rows(costRows);
  layout.y -= 8;
  for (const [line, options] of notes) layout.text(line, options);

  if (!cardOnFirstPage) drawContactCard(layout, document);
  layout.y -= 10;
  layout.text(`${document.asOf}. Alle Angaben laut Eigentümer:in bzw. Inserat, ohne Gewähr; Irrtum und Änderungen vorbehalten.`, {
    size: 8,
    color: MUTED,
  });

  drawFooters(layout, document);
  return { bytes: await pdf.save({ useObjectStreams: true }), pages: layout.pages.length };
}
