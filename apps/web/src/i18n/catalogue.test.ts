import { SERVER_CUSTOMER_TEXTS } from '@khatabill/domain';
import type { ComponentsJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check';
import { HINDI } from './hi';
import { i18n } from './i18n';

// Every file that defines a screen's texts: loading them fills the English base.
import.meta.glob('../**/*messages.ts', { eager: true });

describe('the message catalogues', () => {
  it('have every English text in Hindi, with the same placeholders, and no Hindi left over', () => {
    // The screens' English, and what the server writes to customers.
    const english = {
      ...(i18n.cache.en as unknown as ComponentsJSON),
      ...SERVER_CUSTOMER_TEXTS,
    } as ComponentsJSON;
    expect(Object.keys(english).length).toBeGreaterThan(Object.keys(SERVER_CUSTOMER_TEXTS).length);
    expect(catalogueProblems(english, HINDI)).toEqual([]);
  });

  it('reports a missing key, a missing screen, a changed placeholder and a leftover', () => {
    const english = { 'a/b': { title: 'Bills', count: 'Bills of {name}' }, 'a/c': { x: 'X' } };
    const hindi = { 'a/b': { count: '{nam} के बिल', extra: 'ज़्यादा' }, 'a/d': { x: 'एक्स' } };
    expect(catalogueProblems(english, hindi)).toEqual([
      'a/b.title: missing in Hindi',
      'a/b.count: placeholders differ ({name} in English)',
      'a/b.extra: in Hindi only',
      'a/c: missing in Hindi',
      'a/d: in Hindi only',
    ]);
  });
});
