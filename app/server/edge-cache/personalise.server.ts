// Puts what differs per visitor into a cached anonymous page with HTMLRewriter: a fresh CSP nonce
// (attributes and script text), fresh single-use form tokens, the Merkliste hearts and count from
// the `merkliste` cookie, and no consent banner once a choice is stored. The root loader data in
// the hydration payload is changed to match, or React would re-render with the anonymous data.
import type { Consent } from "~/lib/consent";

export interface Visitor {
  watchlist: readonly number[];
  consent: Consent | null;
}

/** The per-response strings of a stored copy and their replacements for this response. */
export interface Replacements {
  /** The nonce the copy was rendered with, and this response's. */
  nonce: { from: string; to: string };
  /** Form tokens in the copy → fresh tokens. */
  tokens: ReadonlyMap<string, string>;
}

const STREAM_PREFIX = "window.__reactRouterContext.streamController.enqueue(";

/** The response rewritten for this visitor. Only copies whose payload patchStreamScript accepts are kept (serve.server.ts). */
export function personalise(response: Response, visitor: Visitor, replace: Replacements): Response {
  const saved = new Set(visitor.watchlist);
  const count = visitor.watchlist.length;
  let heart: boolean | null = null;
  const swap = (text: string) => swapStrings(text, replace);
  const rewriter = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", replace.nonce.to);
      },
    })
    .on("input[value]", {
      element(element) {
        const value = element.getAttribute("value") ?? "";
        const fresh = replace.tokens.get(value);
        if (fresh) element.setAttribute("value", fresh);
      },
    })
    .on(
      "script",
      bufferedText((text) => (text.startsWith(STREAM_PREFIX) ? patchStreamScript(swap(text), visitor) : swap(text))),
    )
    // The hearts (property-card.tsx WatchButton): the listing's id comes first in each form.
    .on('form[action="/merkliste"]', {
      element() {
        heart = null;
      },
    })
    .on('form[action="/merkliste"] input[name="id"]', {
      element(element) {
        heart = saved.has(Number(element.getAttribute("value")));
      },
    })
    .on('form[action="/merkliste"] input[name="intent"]', {
      element(element) {
        if (heart !== null) element.setAttribute("value", heart ? "remove" : "add");
      },
    })
    .on('form[action="/merkliste"] button', {
      element(element) {
        if (heart === null) return;
        // In the order React writes them (type, class, data-saved, title): a new attribute goes
        // last, so the title is taken off and put back after data-saved.
        const titled = element.hasAttribute("title");
        element.removeAttribute("title");
        if (heart) element.setAttribute("data-saved", "true");
        else element.removeAttribute("data-saved");
        if (titled) element.setAttribute("title", heart ? "Gemerkt" : "Merken");
      },
    })
    // The card's heart names the listing: "<title> merken" / "<title> von der Merkliste entfernen".
    .on(
      'form[action="/merkliste"] button.watch-button span',
      bufferedText((text) => (heart ? cardHeartText(text) : text)),
    )
    // The detail page's button: "Merken" / "Gemerkt – von der Merkliste entfernen" after the SVG
    // heart (filled by data-saved), then ": <title>".
    .on(
      'form[action="/merkliste"] button.watch-detail-button',
      bufferedText((text) => (heart ? detailHeartText(text) : text)),
    )
    // ...and after it "Zur Merkliste" once the list holds something (the anonymous copy's is empty),
    // as WatchButton renders it.
    .on('form[action="/merkliste"] button.watch-detail-button', {
      element(element) {
        if (count > 0) element.after(' <a href="/merkliste" data-discover="true">Zur Merkliste</a>', { html: true });
      },
    })
    .on(
      'form[action="/merkliste"] button.watch-detail-button span',
      bufferedText((text) => (heart ? detailHeartText(text) : text)),
    )
    .on(
      "a.header-watchlist .header-watchlist-count",
      bufferedText(() => String(count), { html: false }),
    )
    .on(
      "a.header-watchlist .visually-hidden",
      bufferedText(() => (count === 1 ? " Immobilie" : " Immobilien"), { html: false }),
    );
  if (visitor.consent) {
    // With a stored choice CookieConsent renders nothing (the settings page itself is never cached).
    const drop = {
      element(element: Element) {
        element.remove();
      },
    };
    rewriter.on("section.cookie-banner", drop).on("dialog.consent-dialog", drop);
  }
  return rewriter.transform(response);
}

// The texts of a saved heart, from the texts the anonymous copy has (property-card.tsx). The
// detail button's words are whole text nodes (React separates them from the title), so they are
// matched exactly and a title can never be mistaken for them.
function cardHeartText(text: string): string {
  return text.endsWith(" merken") ? `${text.slice(0, -" merken".length)} von der Merkliste entfernen` : text;
}

function detailHeartText(text: string): string {
  if (text === "Merken") return "Gemerkt – von der Merkliste entfernen";
  return text;
}

function swapStrings(text: string, replace: Replacements): string {
  let out = text.split(replace.nonce.from).join(replace.nonce.to);
  for (const [from, to] of replace.tokens) out = out.split(from).join(to);
  return out;
}

/**
 * A text handler that sees each text node whole: HTMLRewriter hands text over in chunks that may
 * end anywhere, so all but the last are held back and the last is replaced by the mapped whole.
 */
function bufferedText(map: (text: string) => string, { html = true } = {}): HTMLRewriterElementContentHandlers {
  let buffer = "";
  return {
    text(chunk) {
      buffer += chunk.text;
      if (!chunk.lastInTextNode) {
        chunk.remove();
        return;
      }
      const whole = buffer;
      buffer = "";
      if (whole === "") return;
      chunk.replace(map(whole), { html });
    },
  };
}

export class PersonaliseError extends Error {}

/**
 * The hydration payload's first line is React Router's turbo-stream encoding of the loader data:
 * one flat JSON array whose objects map `_<index of key>` to the index of the value. The root
 * route's `watchlist` and `consent` are pointed at values appended to the end of that array; a
 * payload with deferred lines (which count on the array's length) is refused, as is any shape
 * this does not recognise, so that a page is never served with data that contradicts its markup.
 */
export function patchStreamScript(script: string, visitor: Visitor): string {
  if (visitor.watchlist.length === 0 && !visitor.consent) return script;
  const literal = script.slice(STREAM_PREFIX.length, script.lastIndexOf(");"));
  // The script's escapes are JSON's own \u form: the literal parses as it stands.
  const chunk = JSON.parse(literal) as unknown;
  if (typeof chunk !== "string" || !chunk.endsWith("\n") || chunk.indexOf("\n") !== chunk.length - 1) {
    throw new PersonaliseError("the payload is not one complete line");
  }
  const values = JSON.parse(chunk) as unknown[];
  const rootData = objectAt(values, indexOfKey(values, objectAt(values, indexOfKey(values, objectAt(values, 0), "loaderData")), "root"));
  const keyOf = (name: string) => {
    const key = Object.keys(rootData).find((k) => values[Number(k.slice(1))] === name);
    if (!key) throw new PersonaliseError(`the root data has no ${name}`);
    return key;
  };
  const append = (value: unknown) => values.push(value) - 1;
  if (visitor.watchlist.length > 0) {
    rootData[keyOf("watchlist")] = append(visitor.watchlist.map((id) => append(id)));
  }
  if (visitor.consent) {
    const consent: Record<string, number> = {};
    for (const [name, value] of Object.entries(visitor.consent)) consent[`_${append(name)}`] = append(value);
    rootData[keyOf("consent")] = append(consent);
  }
  return `${STREAM_PREFIX}${escapeScript(JSON.stringify(`${JSON.stringify(values)}\n`))});`;
}

function objectAt(values: unknown[], index: number): Record<string, number> {
  const value = values[index];
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new PersonaliseError(`no object at ${index}`);
  return value as Record<string, number>;
}

function indexOfKey(values: unknown[], object: Record<string, number>, name: string): number {
  const key = Object.keys(object).find((k) => values[Number(k.slice(1))] === name);
  const index = key === undefined ? undefined : object[key];
  if (typeof index !== "number" || index < 0) throw new PersonaliseError(`no ${name}`);
  return index;
}

// React Router writes the payload into the script with these five escapes (its markup.ts).
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

function escapeScript(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (match) => SCRIPT_ESCAPES[match] ?? match);
}
