import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUntranslatedTexts } from './untranslated-texts';

// Every text of every screen comes from a message catalogue (ADR 020).

describe('texts written straight into the web app’s JSX', () => {
  it('are none: each comes from a messages.ts', () => {
    expect(findUntranslatedTexts(join(__dirname, '../apps/web/src'))).toEqual([]);
  });

  it('are found in text nodes and read attributes, not in class names or brand names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'untranslated-'));
    try {
      writeFileSync(
        join(dir, 'screen.tsx'),
        [
          'export const A = () => (',
          '  <div className="flex gap-2" title="Shop name">',
          '    Save bill',
          '    <input aria-label={`Search`} placeholder={t.search} />',
          '    <span>{t.total}</span> KhataBill ₹ 42',
          '  </div>',
          ');',
        ].join('\n'),
      );
      expect(findUntranslatedTexts(dir)).toEqual([
        { file: 'screen.tsx', line: 2, text: 'Shop name' },
        { file: 'screen.tsx', line: 3, text: 'Save bill' },
        { file: 'screen.tsx', line: 4, text: 'Search' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
