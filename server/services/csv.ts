// CSV exports that open cleanly in Excel, LibreOffice and Google Sheets (RFC 4180).

/** Excel only reads a CSV as UTF-8 when it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return, which
 * Excel strips before looking) as a formula; a leading apostrophe makes it plain text.
 * OWASP "CSV Injection".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: formula-neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = formatCsvDate(value);
  else text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file: BOM, header row, CRLF after every record. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return UTF8_BOM + lines.map((line) => `${line}\r\n`).join("");
}

/** South African time (UTC+2, no daylight saving) as "YYYY-MM-DD HH:MM", which spreadsheets read as a date. */
export function formatCsvDate(date: Date): string {
  const sast = new Date(date.getTime() + 2 * 3600_000);
  return sast.toISOString().slice(0, 16).replace("T", " ");
}

/** attachment; filename="leads-2025-03-14.csv" */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${formatCsvDate(now).slice(0, 10)}.csv`;
}
