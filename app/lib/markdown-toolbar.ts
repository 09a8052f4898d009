// What the blog editor's formatting buttons do to the text: each turns the selection (or the
// lines it touches) into the Markdown the help list beside the field names, and says what to
// select afterwards, so that staff can keep typing. Pure, so that it is tested without a browser.

export type MarkdownAction = "heading" | "bold" | "italic" | "list" | "numbered" | "link" | "quote";

/** Replace text[from, to) with `insert`, then select [selectFrom, selectTo) of the new text. */
export interface MarkdownEdit {
  from: number;
  to: number;
  insert: string;
  selectFrom: number;
  selectTo: number;
}

const PLACEHOLDER: Record<"bold" | "italic" | "link", string> = {
  bold: "fetter Text",
  italic: "kursiver Text",
  link: "Linktext",
};

const LINE_PREFIX: Record<"heading" | "list" | "quote", string> = {
  heading: "## ",
  list: "- ",
  quote: "> ",
};

/** A prefix already there (any heading level, any list marker) is taken off: the button toggles. */
const EXISTING_PREFIX: Record<"heading" | "list" | "numbered" | "quote", RegExp> = {
  heading: /^#{1,6} /,
  list: /^[-*+] /,
  numbered: /^\d+\. /,
  quote: /^> ?/,
};

export function markdownEdit(action: MarkdownAction, text: string, start: number, end: number): MarkdownEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  if (action === "bold" || action === "italic") return wrap(text, from, to, action === "bold" ? "**" : "*", PLACEHOLDER[action]);
  if (action === "link") return link(text, from, to);
  return prefixLines(action, text, from, to);
}

function wrap(text: string, from: number, to: number, mark: string, placeholder: string): MarkdownEdit {
  // Spaces caught by a double-click stay outside the marks: "** fett**" is not bold in Markdown.
  const selected = text.slice(from, to);
  const inner = selected.trim();
  const lead = inner ? selected.indexOf(inner) : 0;
  const innerFrom = from + lead;
  const innerTo = innerFrom + inner.length;
  const body = inner || placeholder;
  return {
    from: innerFrom,
    to: innerTo,
    insert: `${mark}${body}${mark}`,
    selectFrom: innerFrom + mark.length,
    selectTo: innerFrom + mark.length + body.length,
  };
}

function link(text: string, from: number, to: number): MarkdownEdit {
  const label = text.slice(from, to).trim() || PLACEHOLDER.link;
  const url = "https://";
  const insert = `[${label}](${url})`;
  // The address is what staff type next: select it.
  const urlFrom = from + label.length + 3;
  return { from, to, insert, selectFrom: urlFrom, selectTo: urlFrom + url.length };
}

function prefixLines(action: "heading" | "list" | "numbered" | "quote", text: string, from: number, to: number): MarkdownEdit {
  const lineStart = text.lastIndexOf("\n", from - 1) + 1;
  // A selection that ends just after a line break does not take in the next line.
  const lastChar = to > from && text[to - 1] === "\n" ? to - 1 : to;
  const nextBreak = text.indexOf("\n", lastChar);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const existing = EXISTING_PREFIX[action];
  const removing =
    lines.filter((line) => line.trim() !== "").every((line) => existing.test(line)) && lines.some((line) => line.trim() !== "");
  let number = 0;
  const changed = lines.map((line) => {
    if (removing) return line.replace(existing, "");
    if (line.trim() === "" && lines.length > 1) return line;
    // Another block's prefix gives way: a list line made a heading loses its "- ".
    const bare = line.replace(/^(#{1,6} |[-*+] |\d+\. |> ?)/, "");
    number += 1;
    return `${action === "numbered" ? `${number}. ` : LINE_PREFIX[action]}${bare}`;
  });
  // No blank lines are added: in CommonMark a heading, a list starting at 1 and a quote may each
  // interrupt a paragraph.
  const insert = changed.join("\n");
  return { from: lineStart, to: lineEnd, insert, selectFrom: lineStart + insert.length, selectTo: lineStart + insert.length };
}
