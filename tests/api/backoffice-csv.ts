// A strict RFC 4180 reader for checking our CSV exports: it throws on anything a spreadsheet
// would misread (bare quotes inside unquoted fields, text after a closing quote, LF-only line ends).

export interface ParsedCsv {
  bom: boolean;
  rows: string[][];
}

export function parseCsv(input: string): ParsedCsv {
  const bom = input.startsWith("\uFEFF");
  const text = bom ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  if (text.length > 0 && !text.endsWith("\r\n")) throw new Error("the last record must end with CRLF");
  while (i < text.length) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
      if (i < text.length && text[i] !== "," && !text.startsWith("\r\n", i)) throw new Error(`text after a closing quote at ${i}`);
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        if (text[i] === '"') throw new Error(`quote inside an unquoted field at ${i}`);
        field += text[i++];
      }
      if (text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n")) throw new Error(`bare line break at ${i}`);
    }
    row.push(field);
    if (text[i] === ",") {
      i++;
      continue;
    }
    // CRLF (or the end, already checked above) closes the record.
    i += 2;
    rows.push(row);
    row = [];
  }
  return { bom, rows };
}

/** Rows as objects keyed by the header row. */
export function csvRecords(input: string): Array<Record<string, string>> {
  const { rows } = parseCsv(input);
  const [header, ...body] = rows;
  if (!header) return [];
  for (const row of body) if (row.length !== header.length) throw new Error(`a record has ${row.length} fields, the header ${header.length}`);
  return body.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]!])));
}
