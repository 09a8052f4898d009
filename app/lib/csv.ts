// CSV for Austrian Excel (ADR 0065): UTF-8 with BOM (so umlauts open right), `;` as separator (the
// de-AT list separator), CRLF line ends, every field quoted. A cell that starts with = + - @, tab
// or CR gets a leading ' so a spreadsheet shows it as text instead of running it as a formula
// (OWASP "CSV injection"); inquiries carry text typed by anyone on the internet.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
