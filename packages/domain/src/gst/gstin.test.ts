import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, parseGstin } from './gstin';
import { PLACE_OF_SUPPLY_STATES } from './states';

// Published GSTINs: their check characters agree with the algorithm's.
const VALID = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '29AABCT1332L1ZA',
  '07AAPFU0939F1ZX',
  '24AAACC1206D1ZM',
  '27AAACR5055K1Z7',
];
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('parseGstin', () => {
  it('accepts a real GSTIN, typed in lower case with spaces, and names its state', () => {
    expect(parseGstin(' 27aapfu0939f1zv ')).toEqual({
      ok: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
    });
  });

  it.each(VALID)('accepts %s', (gstin) => {
    expect(parseGstin(gstin)).toEqual({ ok: true, gstin, stateCode: gstin.slice(0, 2) });
  });

  it.each([
    ['27AAPFU0939F1Z', 'length'],
    ['27AAPFU0939F1ZVX', 'length'],
    ['27AAPF10939F1ZV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    ['27AAPFU0939F1XV', 'format'],
    ['39AAPFU0939F1ZV', 'state'],
    ['00AAPFU0939F1ZV', 'state'],
    [withCheck('25AAPFU0939F1Z'), 'state'],
    [withCheck('28AAPFU0939F1Z'), 'state'],
    [withCheck('99AAPFU0939F1Z'), 'state'],
    ['27AAPFU0939F1ZW', 'checksum'],
    ['27AAPFU0939F1ZV'.replace('0939', '0993'), 'checksum'],
  ])('refuses %s: %s', (gstin, reason) => {
    expect(parseGstin(gstin)).toEqual({ ok: false, reason });
  });

  it('refuses a long input without reading it', () => {
    expect(parseGstin('2'.repeat(100_000))).toEqual({ ok: false, reason: 'length' });
  });

  const body = fc
    .tuple(
      fc.constantFrom(...PLACE_OF_SUPPLY_STATES.map((state) => state.code)),
      fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z$/),
    )
    .map(([state, rest]) => state + rest);

  it('accepts any well-formed body with its computed check character', () => {
    fc.assert(
      fc.property(body, (first14) => {
        expect(parseGstin(withCheck(first14)).ok).toBe(true);
      }),
    );
  });

  it('refuses a valid GSTIN with any one character changed', () => {
    const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(
        body,
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...characters),
        (first14, position, replacement) => {
          const gstin = withCheck(first14);
          fc.pre(gstin[position] !== replacement);
          const changed = gstin.slice(0, position) + replacement + gstin.slice(position + 1);
          expect(parseGstin(changed).ok).toBe(false);
        },
      ),
    );
  });
});
