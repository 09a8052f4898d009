import { expect, test } from "vitest";
import { messagePreview } from "~/lib/lead-state";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

test("an emoji at the cut stays whole in the preview, never half of it", () => {
  const preview = messagePreview(`${"a".repeat(88)}😀${"b".repeat(20)}`) ?? "";
  expect(preview).toBe(`${"a".repeat(88)}😀…`);
  expect(preview).not.toMatch(loneSurrogate);
});

test("a line of emoji is counted by characters, not by their UTF-16 halves", () => {
  const line = "🏠".repeat(60);
  expect(messagePreview(line)).toBe(line);
  const long = messagePreview("🏠".repeat(100)) ?? "";
  expect(Array.from(long)).toHaveLength(90);
  expect(long).not.toMatch(loneSurrogate);
});
