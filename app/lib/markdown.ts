// The blog editor's Markdown, converted by micromark with typed HTML escaped. '# ' counts as '##'
// (the title is the only h1), h4-h6 read as h3, images keep only their alt text, and links to
// anything but http(s), mailto, tel, a site path or an anchor keep only their text. The caller
// still runs sanitizeHtml (defence in depth).
import { micromark } from "micromark";

const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d \-/()]*|\/(?!\/)[^\s]*|#[^\s]*)$/i;

/** The editor's Markdown as HTML (to be sanitised by the caller before it is stored or shown). */
export function markdownToHtml(source: string): string {
  // Every protocol reaches the check below: micromark's own list lets "//host" through and lacks tel:.
  const html = micromark(source.replace(/\r\n?/g, "\n"), { allowDangerousProtocol: true });
  // micromark escapes all text, so each '<' below is a tag it wrote; links never nest (CommonMark).
  return html
    .replace(/<(\/?)h1>/g, "<$1h2>")
    .replace(/<(\/?)h[4-6]>/g, "<$1h3>")
    .replace(/<img src="[^"]*" alt="([^"]*)"(?: title="[^"]*")? \/>/g, "$1")
    .replace(/<a href="([^"]*)"(?: title="[^"]*")?>([\s\S]*?)<\/a>/g, (link, href: string, label: string) =>
      SAFE_HREF.test(decodeEntities(href)) ? link : label,
    )
    .trim();
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
