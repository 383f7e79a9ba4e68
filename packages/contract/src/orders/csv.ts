/**
 * CSV for spreadsheets (issue 22 "formula injection neutralised"): a cell a spreadsheet would read
 * as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with
 * `'`, which makes it text (OWASP "CSV Injection"); every cell is quoted, quotes doubled.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${neutraliseCell(text).replaceAll('"', '""')}"`;
}

/** Rows to CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
