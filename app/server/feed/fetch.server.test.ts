import { zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { describeSyncError, FeedError } from "./errors";
import { decodeFeedBytes, feedRequest, fetchFeed } from "./fetch.server";

async function feedError(promise: Promise<unknown>): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error("no error thrown");
}

const xml = '<?xml version="1.0"?><openimmo><anbieter><immobilie/></anbieter></openimmo>';

describe("fetchFeed", () => {
  test("sends basic auth from the URL's user and the stored password, never the credentials in the URL", async () => {
    let seen: { url: string; auth: string | null } | null = null;
    const fake: typeof fetch = async (input, init) => {
      seen = { url: String(input), auth: new Headers(init?.headers).get("Authorization") };
      return new Response(xml);
    };
    expect(
      await fetchFeed({ url: "https://api:alt@feed.example.at/rest/v1/objekt/list?showDetails=1", password: "neu", fetch: fake }),
    ).toBe(xml);
    expect(seen).toEqual({ url: "https://feed.example.at/rest/v1/objekt/list?showDetails=1", auth: `Basic ${btoa("api:neu")}` });
    expect(feedRequest("https://a:b@x.at/f.xml", "").authorization).toBe(`Basic ${btoa("a:b")}`);
    expect(feedRequest("https://x.at/f.xml", "").authorization).toBeNull();
  });

  test("only http(s) URLs are fetched", async () => {
    const never: typeof fetch = async () => {
      throw new Error("must not be called");
    };
    for (const url of ["file:///etc/passwd", "ftp://x.at/feed.xml", "gopher://x", "kein url"]) {
      expect((await feedError(fetchFeed({ url, password: "", fetch: never }))).code).toBe("bad_url");
    }
  });

  test("HTTP errors map to their codes", async () => {
    const status =
      (code: number): typeof fetch =>
      async () =>
        new Response("x", { status: code });
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: status(401) }))).code).toBe("auth");
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: status(404) }))).code).toBe("not_found");
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: status(500) }))).message).toBe("HTTP 500");
    const down: typeof fetch = async () => {
      throw new TypeError("connection refused");
    };
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: down }))).code).toBe("network");
  });

  test("a server that does not answer in time is abandoned", async () => {
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: slow, timeoutMs: 20 }))).code).toBe("timeout");
  });

  test("the size limit is enforced while the body streams, whatever Content-Length says", async () => {
    const big: typeof fetch = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new Uint8Array(1024));
          },
        }),
      );
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: big, maxBytes: 10_000 }))).code).toBe("too_large");
    const declared: typeof fetch = async () => new Response("x", { headers: { "Content-Length": "999999" } });
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: declared, maxBytes: 1000 }))).code).toBe("too_large");
  });

  test("an empty body is an empty feed", async () => {
    const empty: typeof fetch = async () => new Response("");
    expect((await feedError(fetchFeed({ url: "https://x.at/f", password: "", fetch: empty }))).code).toBe("empty");
  });
});

describe("decodeFeedBytes", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  test("a ZIP with one XML (and images) yields the XML", () => {
    const zip = zipSync({ "feed.xml": bytes(xml), "bild1.jpg": new Uint8Array([1, 2, 3]), "__MACOSX/._feed.xml": bytes("junk") });
    expect(decodeFeedBytes(zip)).toBe(xml);
  });

  test("a ZIP with no or several XML files, or a broken one, is refused", () => {
    const code = (data: Uint8Array) => {
      try {
        decodeFeedBytes(data);
      } catch (error) {
        return error instanceof FeedError ? error.code : "other";
      }
      return "none";
    };
    expect(code(zipSync({ "a.jpg": new Uint8Array([1]) }))).toBe("zip");
    expect(code(zipSync({ "a.xml": bytes(xml), "b.xml": bytes(xml) }))).toBe("zip");
    expect(code(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]))).toBe("zip");
    expect(code(zipSync({ "a.xml": bytes("x".repeat(5000)) }))).toBe("none");
  });

  test("an unpacked XML larger than the limit is refused before inflating", () => {
    expect(() => decodeFeedBytes(zipSync({ "a.xml": bytes("x".repeat(5000)) }), 1000)).toThrow(FeedError);
  });
});

describe("describeSyncError", () => {
  test("German messages for each failure (spec public-site.md section 8)", () => {
    expect(describeSyncError(new FeedError("auth"))).toBe("Ungültige API-Zugangsdaten (401). Bitte prüfen Sie Benutzername und Passwort.");
    expect(describeSyncError(new FeedError("not_found"))).toBe("Feed-URL nicht gefunden (404).");
    expect(describeSyncError(new FeedError("xml", "line 3"))).toBe("Die XML-Daten konnten nicht verarbeitet werden.");
    expect(describeSyncError(new FeedError("empty"))).toBe("Der Feed ist leer.");
    expect(describeSyncError(new FeedError("no_properties"))).toBe("Keine Immobilien im XML-Feed gefunden.");
    expect(describeSyncError(new FeedError("config"))).toBe("Keine Feed-Konfiguration vorhanden.");
  });

  test("raw messages map by the spec's keywords; unknown ones are shown raw", () => {
    expect(describeSyncError(new Error("Request failed with status 401"))).toBe(
      "Ungültige API-Zugangsdaten (401). Bitte prüfen Sie Benutzername und Passwort.",
    );
    expect(describeSyncError("HTTP 404 Not Found")).toBe("Feed-URL nicht gefunden (404).");
    expect(describeSyncError("XML parse error at line 1")).toBe("Die XML-Daten konnten nicht verarbeitet werden.");
    expect(describeSyncError("Empty response")).toBe("Der Feed ist leer.");
    expect(describeSyncError("No properties found")).toBe("Keine Immobilien im XML-Feed gefunden.");
    expect(describeSyncError("Property not found")).toBe("Die Immobilie ist nicht mehr verfügbar.");
    expect(describeSyncError("Failed to delete existing properties")).toContain("Administrator");
    expect(describeSyncError("Module export failed")).toBe("Interner Fehler bei der Synchronisierung.");
    expect(describeSyncError("Etwas ganz anderes")).toBe("Etwas ganz anderes");
    expect(describeSyncError("Der Feed ist leer.")).toBe("Der Feed ist leer.");
  });
});
