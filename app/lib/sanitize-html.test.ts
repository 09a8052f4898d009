import { expect, test } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

test("script, event handlers, style and javascript: URLs do not survive", () => {
  const html = sanitizeHtml(
    '<p onclick="alert(1)">Hallo<script>alert(2)</script><style>body{}</style></p><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
  );
  expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
  expect(html).toContain("<p>Hallo</p>");
});

test("ordinary formatting and safe links stay", () => {
  expect(sanitizeHtml('<p><strong>Hell</strong> &amp; <a href="https://example.at">ruhig</a></p>')).toBe(
    '<p><strong>Hell</strong> &amp; <a href="https://example.at">ruhig</a></p>',
  );
});
