import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/csv';
import { csvCell, csvChunks, csvLine, CSV_BOM } from './csv';

describe('csvCell', () => {
  it.each([
    '=HYPERLINK("http://x","y")',
    '+91 98765',
    '-2+3',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    "|cmd '/c calc'!A1",
    '%SystemRoot%',
  ])('makes %j text, not a formula', (text) => {
    expect(csvCell(text).replace(/^"/, '').startsWith(`'`)).toBe(true);
  });

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

describe('csvChunks', () => {
  it('starts with the UTF-8 byte-order mark and the header, then every row, in whole lines', async () => {
    async function* rows() {
      for (let i = 0; i < 20_000; i += 1) yield [`Customer ${i}`, i];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['Name', 'Amount'], rows())) chunks.push(chunk);

    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.endsWith('\r\n'))).toBe(true);
    const text = chunks.join('');
    expect(text.startsWith(`${CSV_BOM}Name,Amount\r\nCustomer 0,0\r\n`)).toBe(true);
    expect(parseCsv(text.slice(1))).toHaveLength(20_001);
  });
});
