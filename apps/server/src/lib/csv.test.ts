import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv';
import { csvCell, csvLine, csvLines, CSV_BOM } from './csv';

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'makes %j text, not a formula',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith(`'`)).toBe(true);
    },
  );

  it('writes numbers as they are, negative ones included', () => {
    expect(csvCell(-1250.5)).toBe('-1250.5');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes commas, quotes and line breaks so the row reads back the same', () => {
    const row = ['Sharma, Ravi', 'He said "hi"', 'two\r\nlines', 'शर्मा स्टोर', 'plain'];
    expect(parseCsv(csvLine(row))).toEqual([row]);
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('csvLines', () => {
  it('starts with the UTF-8 byte-order mark and the header, then one line per row', async () => {
    async function* rows() {
      yield ['Ravi', 10];
      yield ['Asha', 20];
    }
    const lines: string[] = [];
    for await (const line of csvLines(['Name', 'Amount'], rows())) lines.push(line);
    expect(lines).toEqual([`${CSV_BOM}Name,Amount\r\n`, 'Ravi,10\r\n', 'Asha,20\r\n']);
  });
});
