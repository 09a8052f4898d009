import { expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";

test("a CSV for Austrian Excel: BOM, semicolons, CRLF and every field quoted", () => {
  const csv = toCsv([
    ["Name", "Ort"],
    ['Jürgen "Jo" Maier', "Wien; 1010"],
  ]);
  expect(csv).toBe('\uFEFF"Name";"Ort"\r\n"Jürgen ""Jo"" Maier";"Wien; 1010"\r\n');
});

test("cells that a spreadsheet would run as a formula start with an apostrophe", () => {
  expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
  expect(csvCell("+43 1 234")).toBe('"\'+43 1 234"');
  expect(csvCell("-2+3")).toBe('"\'-2+3"');
  expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
  expect(csvCell("\tcmd")).toBe('"\'\tcmd"');
  expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
  expect(csvCell("Maria = Muster")).toBe('"Maria = Muster"');
  expect(csvCell(null)).toBe('""');
});
