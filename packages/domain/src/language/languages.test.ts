import { describe, expect, it } from 'vitest';
import { languageOf } from './languages';

describe('languageOf', () => {
  it('keeps a known language', () => {
    expect(languageOf('hi')).toBe('hi');
    expect(languageOf('en')).toBe('en');
  });

  it('falls back to English for an unknown, empty or non-string code', () => {
    for (const code of ['fr', 'HI', '', 'hi-IN', null, undefined, 42, { hi: true }]) {
      expect(languageOf(code)).toBe('en');
    }
  });
});
