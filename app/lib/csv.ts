// CSV for Austrian Excel: UTF-8 with BOM (umlauts), `;` separator (de-AT), CRLF, every field
// quoted. A cell starting with = + - @, tab or CR gets a leading ' so a spreadsheet shows it as
// text instead of running it (OWASP "CSV injection"): inquiries carry text typed by anyone.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
