// The blog editor's content format (issue 15 item 1, ADR 0066): a small Markdown subset that
// produces only HTML the site's sanitiser allows. Blocks: '## ' and '### ' headings ('# ' counts
// as '##': the page's title is the only h1), '- ' or '* ' lists, '1. ' lists, paragraphs
// separated by a blank line. Inline: **bold**, *italic*, [text](url). Everything else is text:
// HTML typed into the editor is escaped, never passed through, and a link whose target is not
// http(s), mailto, tel, a site path or an anchor keeps only its text. The caller still runs the
// result through sanitizeHtml (defence in depth, DESIGN.md section 3).

type Block =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "paragraph"; lines: string[] };

const HEADING = /^(#{1,3})[ \t]+(.*?)[ \t#]*$/;
const BULLET = /^[ \t]{0,3}[-*][ \t]+(.*)$/;
const NUMBERED = /^[ \t]{0,3}\d{1,9}[.)][ \t]+(.*)$/;
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d \-/()]*|\/(?!\/)[^\s]*|#[^\s]*)$/i;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.replace(/\s+$/, "");
    if (line.trim() === "") {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: "heading", level: (heading[1] ?? "").length === 3 ? 3 : 2, text: heading[2] ?? "" });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      const open = current as Block | null;
      if (!(open?.kind === "list" && open.ordered === ordered)) {
        close();
        current = { kind: "list", ordered, items: [] };
      }
      (current as unknown as { items: string[] }).items.push(item[1] ?? "");
      continue;
    }
    const open = current as Block | null;
    if (open?.kind === "list" && /^[ \t]/.test(rawLine)) {
      // An indented line continues the list item above it.
      const last = open.items.length - 1;
      open.items[last] = `${open.items[last]} ${line.trim()}`;
      continue;
    }
    if (open?.kind !== "paragraph") {
      close();
      current = { kind: "paragraph", lines: [] };
    }
    (current as unknown as { lines: string[] }).lines.push(line.trim());
  }
  close();
  return blocks;
}

/** **bold** and *italic* in text that is already escaped. */
function emphasis(escaped: string): string {
  return escaped.replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, "<strong>$1</strong>").replace(/\*(?=[^\s*])([^*]*?[^\s*])\*/g, "<em>$1</em>");
}

function linkHref(raw: string): string | null {
  const url = raw.trim();
  return SAFE_HREF.test(url) ? url : null;
}

/** Inline Markdown of raw text to HTML: links, then emphasis; all text is escaped first. */
export function inlineMarkdown(text: string): string {
  // One level of parentheses inside the target, as in `javascript:alert(1)`.
  const link = /\[([^\]\n]+)\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g;
  let html = "";
  let from = 0;
  for (let match = link.exec(text); match; match = link.exec(text)) {
    html += emphasis(escapeHtml(text.slice(from, match.index)));
    const label = emphasis(escapeHtml(match[1] ?? ""));
    const href = linkHref(match[2] ?? "");
    html += href ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
    from = match.index + match[0].length;
  }
  return html + emphasis(escapeHtml(text.slice(from)));
}

/** The editor's Markdown as HTML (to be sanitised by the caller before it is stored or shown). */
export function markdownToHtml(source: string): string {
  return parseBlocks(source)
    .map((block) => {
      if (block.kind === "heading") return `<h${block.level}>${inlineMarkdown(block.text)}</h${block.level}>`;
      if (block.kind === "list") {
        const tag = block.ordered ? "ol" : "ul";
        return `<${tag}>\n${block.items.map((item) => `<li>${inlineMarkdown(item)}</li>`).join("\n")}\n</${tag}>`;
      }
      return `<p>${block.lines.map(inlineMarkdown).join("\n")}</p>`;
    })
    .join("\n");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Inline HTML (strong/b, em/i, a) back to Markdown; other tags keep only their text. */
function inlineToMarkdown(html: string): string {
  const text = html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `[${label}](${href})`)
    .replace(/<\/?(strong|b)\b[^>]*>/gi, "**")
    .replace(/<\/?(em|i)\b[^>]*>/gi, "*")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .trim();
}

/**
 * Posts stored before the editor (the seed) have HTML only: this turns the subset the editor
 * writes (h2-h4, p, ul/ol/li, strong, em, a) back into its Markdown so they can be edited.
 */
export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  const block = /<(h[2-4]|p|ul|ol|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (let match = block.exec(html); match; match = block.exec(html)) {
    const tag = (match[1] ?? "").toLowerCase();
    const inner = match[2] ?? "";
    if (tag === "ul" || tag === "ol") {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((item, i) => {
        const marker = tag === "ol" ? `${i + 1}.` : "-";
        return `${marker} ${inlineToMarkdown(item[1] ?? "").replace(/\n/g, " ")}`;
      });
      blocks.push(items.join("\n"));
    } else if (tag === "h2") {
      blocks.push(`## ${inlineToMarkdown(inner)}`);
    } else if (tag === "h3" || tag === "h4") {
      blocks.push(`### ${inlineToMarkdown(inner)}`);
    } else {
      blocks.push(inlineToMarkdown(inner));
    }
  }
  return blocks.filter((text) => text !== "").join("\n\n");
}
