// The PDF exposé's layout (issue 27 item 3, ADR 0157): A4 pages drawn with pdf-lib, Noto Sans
// embedded as subsets through @pdf-lib/fontkit (ADR 0158). Pure: the document and the fonts and
// JPEG photos come in, the PDF's bytes go out, so the queue consumer and the bench share it.

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
import { exposeFontkit } from "./fontkit.server";

export interface LabelledValue {
  label: string;
  value: string;
}

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
  energy: {
    hwbClass: string | null;
    hwbValue: string | null;
    fgeeClass: string | null;
    fgeeValue: string | null;
    validUntil: string | null;
  } | null;
  description: string | null;
  location: string | null;
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

/** Greedy line breaking on spaces; a word longer than the line is cut. */
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
        let cut = word.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut -= 1;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = "";
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

  heading(value: string) {
    this.ensure(60);
    this.y -= 18;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 16, width: 3, height: 16, color: GOLD });
    this.page.drawText(printable(value, this.bold), { x: MARGIN + 10, y: this.y - 12, size: 13, font: this.bold, color: NAVY });
    this.y -= 26;
  }

  /** Label and value rows, the value right-aligned, with a hairline between rows. */
  rows(items: LabelledValue[], x = MARGIN, width = CONTENT_WIDTH) {
    for (const item of items) {
      const labelWidth = width * 0.55;
      const value = wrap(printable(item.value, this.bold), this.bold, 10, width - labelWidth - 8);
      const label = wrap(printable(item.label, this.regular), this.regular, 10, labelWidth);
      const height = Math.max(value.length, label.length) * 14 + 6;
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

function drawEnergyScale(layout: Layout, label: string, grade: string | null, value: string | null) {
  const { bold, regular } = layout;
  layout.ensure(52);
  const cellWidth = (CONTENT_WIDTH - 90) / ENERGY_SCALE.length;
  const top = layout.y - 18;
  layout.page.drawText(label, { x: MARGIN, y: top + 4, size: 10, font: bold, color: TEXT });
  if (value) layout.page.drawText(printable(value, regular), { x: MARGIN, y: top - 10, size: 9, font: regular, color: MUTED });
  ENERGY_SCALE.forEach(([name, colour], index) => {
    const x = MARGIN + 90 + index * cellWidth;
    const active = name === grade;
    const height = active ? 26 : 18;
    layout.page.drawRectangle({ x: x + 1, y: top - (active ? 14 : 10), width: cellWidth - 2, height, color: hex(colour) });
    const dark = ["C", "D", "E"].includes(name);
    const size = active ? 11 : 8;
    const textWidth = (active ? bold : regular).widthOfTextAtSize(name, size);
    layout.page.drawText(name, {
      x: x + (cellWidth - textWidth) / 2,
      y: top - (active ? 5 : 4),
      size,
      font: active ? bold : regular,
      color: dark ? TEXT : WHITE,
    });
    if (active) layout.page.drawRectangle({ x: x + 1, y: top - 18, width: cellWidth - 2, height: 2, color: TEXT });
  });
  layout.y = top - 28;
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

  // Title, place, price and the QR code beside them.
  const qrSize = 74;
  const titleWidth = CONTENT_WIDTH - qrSize - 20;
  const titleTop = layout.y;
  layout.text(document.title, { size: 19, font: bold, color: NAVY, width: titleWidth, leading: 24 });
  layout.text(document.subline, { size: 9.5, color: MUTED, width: titleWidth });
  layout.y -= 4;
  layout.text(`${document.priceText}  ·  ${document.offerLabel}`, { size: 15, font: bold, color: TEXT, width: titleWidth, leading: 22 });
  drawQr(page, document.url, PAGE_WIDTH - MARGIN - qrSize, titleTop - qrSize - 8, qrSize);
  const scan = "Zur Online-Ansicht";
  page.drawText(scan, {
    x: PAGE_WIDTH - MARGIN - qrSize / 2 - regular.widthOfTextAtSize(scan, 7) / 2,
    y: titleTop - qrSize - 22,
    size: 7,
    font: regular,
    color: MUTED,
  });
  layout.y = Math.min(layout.y, titleTop - qrSize - 26);

  // Facts and Preisdetails in two columns when both fit on the first page.
  const columnWidth = (CONTENT_WIDTH - 24) / 2;
  const top = layout.y;
  layout.heading("Eckdaten");
  const afterHeading = layout.y;
  layout.rows(document.facts.length > 0 ? document.facts : [{ label: "Angaben", value: "auf Anfrage" }], MARGIN, columnWidth);
  const leftEnd = layout.y;
  const leftPage = layout.page;
  if (leftPage === page) {
    layout.y = top;
    // The right column's heading, drawn at the same height.
    layout.page.drawRectangle({ x: MARGIN + columnWidth + 24, y: top - 34, width: 3, height: 16, color: GOLD });
    layout.page.drawText("Preisdetails", { x: MARGIN + columnWidth + 34, y: top - 30, size: 13, font: bold, color: NAVY });
    layout.y = afterHeading;
    layout.rows(document.priceRows, MARGIN + columnWidth + 24, columnWidth);
    if (layout.page === leftPage) layout.y = Math.min(layout.y, leftEnd);
  } else {
    layout.heading("Preisdetails");
    layout.rows(document.priceRows);
  }

  // Further photos, two side by side.
  if (more.length > 0) {
    layout.newPage();
    const gap = 12;
    const width = (CONTENT_WIDTH - gap) / 2;
    const height = width * (2 / 3);
    more.slice(0, 4).forEach((image, index) => {
      if (index % 2 === 0) layout.ensure(height + gap);
      const x = MARGIN + (index % 2) * (width + gap);
      drawImageCover(layout.page, image, x, layout.y - height, width, height);
      if (index % 2 === 1 || index === more.length - 1) layout.y -= height + gap;
    });
  }

  layout.heading("Beschreibung");
  layout.text(document.description ?? "Keine Beschreibung verfügbar.", { size: 10 });
  if (document.location) {
    layout.heading("Lage");
    layout.text(document.location, { size: 10 });
  }

  layout.heading("Energieausweis");
  if (document.energy) {
    drawEnergyScale(layout, "HWB", document.energy.hwbClass, document.energy.hwbValue ? `${document.energy.hwbValue}` : null);
    drawEnergyScale(layout, "fGEE", document.energy.fgeeClass, document.energy.fgeeValue);
    if (document.energy.validUntil) layout.text(`Gültig bis ${document.energy.validUntil}`, { size: 9, color: MUTED });
  } else {
    layout.text("Ein Energieausweis liegt noch nicht vor; er wird spätestens bei der Besichtigung vorgelegt.", { size: 10 });
  }

  const overview = document.nebenkosten;
  layout.heading(overview.title);
  layout.rows(overview.lines.map((line) => ({ label: line.note ? `${line.label} (${line.note})` : line.label, value: line.value })));
  layout.y -= 6;
  layout.text(`Provision: ${overview.provision}`, { size: 9, font: bold });
  for (const line of overview.broker) layout.text(line, { size: 9, color: MUTED });
  layout.text(overview.hinweis, { size: 8, color: MUTED });

  layout.heading("Ihr Ansprechpartner");
  layout.text(document.contact.name, { size: 11, font: bold });
  if (document.contact.company) layout.text(document.contact.company, { size: 10 });
  layout.text(`Telefon ${document.contact.phone}`, { size: 10 });
  layout.text(`E-Mail ${document.contact.email}`, { size: 10 });
  layout.text(`Online: ${document.url}`, { size: 9, color: MUTED });
  layout.y -= 8;
  layout.text(`${document.asOf}. Alle Angaben laut Eigentümer:in bzw. Inserat, ohne Gewähr; Irrtum und Änderungen vorbehalten.`, {
    size: 8,
    color: MUTED,
  });

  drawFooters(layout, document);
  return { bytes: await pdf.save({ useObjectStreams: true }), pages: layout.pages.length };
}
