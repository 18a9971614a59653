import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A cell: text is escaped against formula injection, numbers are written as they are. */
export type CsvCell = string | number;
export type CsvRow = readonly CsvCell[];

/** Excel reads a CSV as UTF-8 (Hindi names, ₹) only when the file starts with this mark. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV
// Injection"); a leading apostrophe makes it text. Tab and carriage return too, and `|`
// and `%`, which some spreadsheets also read as the start of a command.
const FORMULA_START = /^[=+\-@\t\r|%]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 writes it. */
export function csvLine(row: CsvRow): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

// Lines are sent in pieces of about this size: one socket write per line would cost more
// than the query that read it.
const CHUNK_CHARS = 64 * 1024;

/**
 * The whole file as it is read, in pieces of whole lines: the mark and header first, then
 * the rows.
 */
export async function* csvChunks(
  header: CsvRow,
  rows: AsyncIterable<CsvRow> | Iterable<CsvRow>,
): AsyncGenerator<string> {
  let chunk = CSV_BOM + csvLine(header);
  for await (const row of rows) {
    chunk += csvLine(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/**
 * Answers a CSV download, streamed: rows are written as they arrive, so memory stays flat
 * however long the file is. `filename` is ASCII (the shop's data is inside, not in the name).
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: CsvRow,
  rows: AsyncIterable<CsvRow> | Iterable<CsvRow>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvChunks(header, rows)));
}
