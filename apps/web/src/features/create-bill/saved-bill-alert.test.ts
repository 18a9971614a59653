import { afterEach, describe, expect, it } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { savedBillAlert } from './saved-bill-alert';

afterEach(() => locale.set('en'));

describe('the notice after a save', () => {
  it('reads as product §8 writes it in English', () => {
    expect(savedBillAlert('draft', null)).toEqual({
      type: 'warning',
      message: 'Bill saved as On Hold',
    });
    expect(savedBillAlert('completed', null).message).toBe('Bill created successfully');
    expect(savedBillAlert('completed', 'draft').message).toBe('Bill saved as Completed');
  });

  it('follows the language shown, outside any component', () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    expect(savedBillAlert('draft', null).message).toBe('बिल सेव हुआ: होल्ड पर');
    expect(savedBillAlert('completed', null).message).toBe('बिल बन गया');
  });
});
