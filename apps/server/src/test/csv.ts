/** An RFC 4180 file read back into rows of text cells (quotes, commas and line breaks inside). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

/** The rows of a CSV answer after checking its byte-order mark: header first. */
export function csvRowsOf(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('the CSV has no UTF-8 byte-order mark');
  return parseCsv(body.slice(1));
}
