import { describe, expect, test } from "vitest";
import { BLOG_POSTS } from "../../scripts/seed/blog.mjs";
import { htmlToMarkdown, markdownToHtml } from "./markdown";
import { sanitizeHtml } from "./sanitize-html";

describe("markdownToHtml", () => {
  test("headings, paragraphs and lists become the tags the sanitiser allows", () => {
    const html = markdownToHtml(
      "## Kosten\n\nDer Kaufpreis ist\nnur ein Teil.\n\n### Steuern\n- Grunderwerbsteuer\n- Eintragung\n\n1. Erstens\n2. Zweitens",
    );
    expect(html).toBe(
      [
        "<h2>Kosten</h2>",
        "<p>Der Kaufpreis ist\nnur ein Teil.</p>",
        "<h3>Steuern</h3>",
        "<ul>\n<li>Grunderwerbsteuer</li>\n<li>Eintragung</li>\n</ul>",
        "<ol>\n<li>Erstens</li>\n<li>Zweitens</li>\n</ol>",
      ].join("\n"),
    );
    expect(sanitizeHtml(html)).toBe(html);
  });

  test("bold, italic and links inside a paragraph and a list item", () => {
    expect(markdownToHtml("Ein **wichtiger** und *kursiver* [Link](https://example.at/a?b=1&c=2).")).toBe(
      '<p>Ein <strong>wichtiger</strong> und <em>kursiver</em> <a href="https://example.at/a?b=1&amp;c=2">Link</a>.</p>',
    );
    expect(markdownToHtml("- [**Kontakt**](/kontakt)\n- [Mail](mailto:office@example.at)")).toBe(
      '<ul>\n<li><a href="/kontakt"><strong>Kontakt</strong></a></li>\n<li><a href="mailto:office@example.at">Mail</a></li>\n</ul>',
    );
  });

  test("an indented line continues a list item; '# ' is a second-level heading, '#### ' a third", () => {
    expect(markdownToHtml("# Titel\n- eins\n  weiter\n- zwei")).toBe("<h2>Titel</h2>\n<ul>\n<li>eins\nweiter</li>\n<li>zwei</li>\n</ul>");
    expect(markdownToHtml("#### Klein")).toBe("<h3>Klein</h3>");
  });

  test("an image keeps only its alt text; code and quotes pass the sanitiser as text or quote", () => {
    expect(markdownToHtml('![Blick auf die Donau](https://example.at/a.jpg "Titel")')).toBe("<p>Blick auf die Donau</p>");
    expect(markdownToHtml('![x" onerror="alert(1)](javascript:alert(1))')).not.toMatch(/<img|onerror="/);
    expect(sanitizeHtml(markdownToHtml("> Zitat\n\n`code`"))).toBe("<blockquote>\n<p>Zitat</p>\n</blockquote>\n<p>code</p>");
  });

  test("raw HTML is escaped, never passed through", () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n## <b>x</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(sanitizeHtml(html)).not.toMatch(/<script|<img|onerror="/);
  });

  test("javascript:, data: and other link targets keep only their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:x",
      "//evil.example/x",
      "ftp://example.at",
    ]) {
      const html = markdownToHtml(`[Klick](${href})`);
      expect(html, href).toBe("<p>Klick</p>");
    }
    // Titled, autolinked and reference links are checked the same way.
    expect(markdownToHtml('[Klick](javascript:alert(1) "Titel")')).toBe("<p>Klick</p>");
    expect(markdownToHtml("<javascript:alert(1)>")).toBe("<p>javascript:alert(1)</p>");
    expect(markdownToHtml("[Klick][x]\n\n[x]: javascript:alert(1)")).toBe("<p>Klick</p>");
    expect(markdownToHtml("[Anruf](tel:+431234)")).toBe('<p><a href="tel:+431234">Anruf</a></p>');
    expect(markdownToHtml("[oben](#start)")).toBe('<p><a href="#start">oben</a></p>');
  });

  test("an attribute cannot be broken out of", () => {
    const html = markdownToHtml('[x](https://example.at/"onmouseover="alert(1))');
    expect(html).not.toContain('"onmouseover');
    // The quote stays inside the href value: the tag has no second attribute.
    expect(sanitizeHtml(html)).toMatch(/^<p><a href="[^"]*">x<\/a><\/p>$/);
  });

  test("a lone asterisk or an unclosed link stays text", () => {
    expect(markdownToHtml("3 * 4 = 12 und [offen](https://example.at")).toBe("<p>3 * 4 = 12 und [offen](https://example.at</p>");
  });

  test("empty input gives empty HTML", () => {
    expect(markdownToHtml("")).toBe("");
    expect(markdownToHtml("\n  \n")).toBe("");
  });
});

describe("htmlToMarkdown", () => {
  test("every seed post round-trips through the editor unchanged", () => {
    for (const post of BLOG_POSTS as { id: string; content: string }[]) {
      const stored = sanitizeHtml(post.content);
      const again = sanitizeHtml(markdownToHtml(htmlToMarkdown(stored)));
      expect(again.replace(/\s+/g, " "), post.id).toBe(stored.replace(/\s+/g, " "));
    }
  });

  test("links, emphasis and entities come back as Markdown", () => {
    expect(
      htmlToMarkdown('<h2>A &amp; B</h2><p>Ein <strong>fetter</strong> <a href="https://example.at/">Link</a></p><ol><li>x</li></ol>'),
    ).toBe("## A & B\n\nEin **fetter** [Link](https://example.at/)\n\n1. x");
  });
});
