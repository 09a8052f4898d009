// Sanitises HTML from the feed and the blog, when stored and again when shown: an allow-list of
// formatting tags; no script, style, event handler, iframe or javascript:/data: URL. js-xss, a
// parser, not regexes.
import { escapeAttrValue, FilterXSS } from "xss";

const allowList: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ["href", "title"],
  span: [],
  div: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  img: ["src", "alt", "width", "height"],
  figure: [],
  figcaption: [],
  hr: [],
};

const filter: FilterXSS = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"],
  allowCommentTag: false,
  onTagAttr(tag, name, value): string | undefined {
    if ((tag === "a" && name === "href") || (tag === "img" && name === "src")) {
      const url = value.trim();
      if (tag === "a" && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(url)) return "";
      if (tag === "img" && !/^(https:|\/(?!\/))/i.test(url)) return "";
      return `${name}="${escapeAttrValue(url)}"`;
    }
    return undefined;
  },
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return filter.process(html.replace(/&#13;/g, "\n")).trim();
}
