import { expect, test } from "vitest";
import { buildMime, encodeHeaderWords, escapeHtml, formatAddress, headerSafe } from "./mime.server";

const base = {
  from: { email: "website@example.at", name: "Donau Estate Website" },
  to: { email: "office@example.at" },
  text: "Grüße\nZeile 2",
  html: "<p>Grüße</p>",
  date: new Date("2026-11-21T10:00:00Z"),
  messageId: "abc-123@example.at",
};

test("CR and LF in names and subjects cannot start a new header", () => {
  const raw = buildMime({
    ...base,
    replyTo: { email: "a@example.at", name: "Eve\r\nBcc: victim@example.com" },
    subject: "Hi\r\nBcc: x@y.z",
  });
  const headerBlock = raw.split("\r\n\r\n")[0] ?? "";
  expect(headerBlock.split("\r\n").filter((line) => /^bcc:/i.test(line))).toEqual([]);
  expect(headerSafe("a\r\nb\u0000c")).toBe("a b c");
});

test("an address with a line break or without a domain is refused", () => {
  expect(() => formatAddress({ email: "a@example.at\r\nBcc: x@y.z" })).toThrow();
  expect(() => formatAddress({ email: "nobody" })).toThrow();
  expect(formatAddress({ email: "a@example.at", name: 'Max "M" Muster' })).toBe('"Max \\"M\\" Muster" <a@example.at>');
});

test("a German subject is RFC 2047 encoded in words of at most 75 characters", () => {
  const subject = "Immobilienbewertung: Wohnung in 1010 Wien – Größe, Lage, Zustand und ÄÖÜ-Prüfung";
  const encoded = encodeHeaderWords(subject);
  const words = encoded.split("\r\n ");
  expect(words.length).toBeGreaterThan(1);
  for (const word of words) {
    expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(word.length).toBeLessThanOrEqual(75);
  }
  const decoded = words.map((w) => Buffer.from(w.slice(10, -2), "base64").toString("utf8")).join("");
  expect(decoded).toBe(subject);
  expect(encodeHeaderWords("Neuer Suchauftrag")).toBe("Neuer Suchauftrag");
});

test("the message is multipart/alternative with UTF-8 text and HTML parts", () => {
  const raw = buildMime({ ...base, subject: "Test", replyTo: { email: "visitor@example.at", name: "Jörg" } });
  expect(raw).toContain('Content-Type: multipart/alternative; boundary="');
  expect(raw).toContain("Content-Type: text/plain; charset=UTF-8");
  expect(raw).toContain("Content-Type: text/html; charset=UTF-8");
  expect(raw).toContain("Message-ID: <abc-123@example.at>");
  expect(raw).toContain("Reply-To: =?UTF-8?B?");
  const textPart = raw.split("Content-Transfer-Encoding: base64\r\n\r\n")[1]?.split("\r\n--")[0] ?? "";
  expect(Buffer.from(textPart.replace(/\r\n/g, ""), "base64").toString("utf8")).toBe("Grüße\r\nZeile 2");
});

test("user values are escaped for HTML", () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;");
});
