import { describe, expect, it } from 'vitest';
import { languageAccepted, languageOf } from './languages';

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

describe('languageAccepted', () => {
  it('is Hindi for a browser that lists Hindi anywhere, as the app reads its languages', () => {
    expect(languageAccepted('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageAccepted('en-GB, HI;q=0.5')).toBe('hi');
  });

  it('is English otherwise, and without the header', () => {
    expect(languageAccepted('en-IN,en;q=0.9')).toBe('en');
    expect(languageAccepted('ta-IN,*;q=0.1')).toBe('en');
    expect(languageAccepted('')).toBe('en');
    expect(languageAccepted(undefined)).toBe('en');
  });

  it('reads a long header only so far', () => {
    expect(languageAccepted(`${'en-IN,'.repeat(100_000)}hi`)).toBe('en');
  });
});
