import { expect, test } from "vitest";
import { markdownToHtml } from "./markdown";
import { type MarkdownAction, markdownEdit } from "./markdown-toolbar";

/** Applies an edit as the toolbar does and returns the text with the new selection as [ ]. */
function apply(action: MarkdownAction, marked: string): string {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  const text = marked.replace("[", "").replace("]", "");
  const edit = markdownEdit(action, text, start, end);
  const next = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  return `${next.slice(0, edit.selectFrom)}[${next.slice(edit.selectFrom, edit.selectTo)}]${next.slice(edit.selectTo)}`;
}

test("Fett and Kursiv wrap the selection and keep it selected; the rendered post shows the emphasis", () => {
  expect(apply("bold", "Ein [wichtiger] Satz.")).toBe("Ein **[wichtiger]** Satz.");
  expect(apply("italic", "Ein [kursiver] Satz.")).toBe("Ein *[kursiver]* Satz.");
  expect(markdownToHtml("Ein **wichtiger** Satz.")).toBe("<p>Ein <strong>wichtiger</strong> Satz.</p>");
});

test("a double-clicked word with its space is wrapped without the space, which would break the emphasis", () => {
  expect(apply("bold", "Ein [wichtiger ]Satz.")).toBe("Ein **[wichtiger]** Satz.");
});

test("with nothing selected, Fett inserts a placeholder that is selected for typing over", () => {
  expect(apply("bold", "Text: []")).toBe("Text: **[fetter Text]**");
});

test("Link keeps the selected words as its text and selects the address to type next", () => {
  const text = "Zum Kontakt bitte.";
  const edit = markdownEdit("link", text, 4, 11);
  const next = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  expect(next).toBe("Zum [Kontakt](https://) bitte.");
  expect(next.slice(edit.selectFrom, edit.selectTo)).toBe("https://");
});

test("Überschrift, Liste and Zitat act on every line the selection touches, and toggle off", () => {
  expect(apply("heading", "Ko[]sten")).toBe("## Kosten[]");
  expect(apply("heading", "## Ko[]sten")).toBe("Kosten[]");
  expect(apply("list", "[Miete\nBetriebskosten]")).toBe("- Miete\n- Betriebskosten[]");
  expect(apply("list", "[- Miete\n- Betriebskosten]")).toBe("Miete\nBetriebskosten[]");
  expect(apply("quote", "Er sagte:\n[Gute Lage.]")).toBe("Er sagte:\n> Gute Lage.[]");
});

test("a numbered list counts from 1 and a line keeps its text when its block kind changes", () => {
  expect(apply("numbered", "[Besichtigen\nAnbieten\nKaufen]")).toBe("1. Besichtigen\n2. Anbieten\n3. Kaufen[]");
  expect(apply("heading", "[- Lage]")).toBe("## Lage[]");
  expect(markdownToHtml("1. Besichtigen\n2. Anbieten")).toBe("<ol>\n<li>Besichtigen</li>\n<li>Anbieten</li>\n</ol>");
});

test("a selection ending just after a line break leaves the next line alone", () => {
  expect(apply("list", "[Eins\n]Zwei")).toBe("- Eins[]\nZwei");
});
