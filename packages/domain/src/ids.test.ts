import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('takes a UUID in either case, and nothing else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    for (const value of [
      '',
      'not-an-id',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      `${'a'.repeat(36)}`,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
