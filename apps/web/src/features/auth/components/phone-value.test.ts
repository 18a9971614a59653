import { describe, expect, it } from 'vitest';
import { countryNameOfPhone, digitsAfterEdit, nationalDigitsOf, toPhoneValue } from './phone-value';

describe('phone value helpers', () => {
  it('round-trips the form value through the national digits', () => {
    expect(toPhoneValue('IN', '9876543210')).toBe('+919876543210');
    expect(toPhoneValue('IN', '')).toBe('');
    expect(nationalDigitsOf('+919876543210', 'IN')).toBe('9876543210');
    expect(nationalDigitsOf('+447400123456', 'IN')).toBe('');
  });

  it('deletes the digit before a formatting space removed with Backspace', () => {
    // '98765 43210' with the caret after the space; Backspace removes only the space.
    const edit = {
      previousDigits: '9876543210',
      previousText: '98765 43210',
      text: '9876543210',
      caret: 5,
      isForwardDelete: false,
    };
    expect(digitsAfterEdit(edit, 'IN')).toBe('987643210');
    expect(digitsAfterEdit({ ...edit, isForwardDelete: true }, 'IN')).toBe('987653210');
  });

  it('keeps ordinary edits as typed', () => {
    const edit = {
      previousDigits: '98765',
      previousText: '98765',
      text: '987654',
      caret: 6,
      isForwardDelete: false,
    };
    expect(digitsAfterEdit(edit, 'IN')).toBe('987654');
  });

  it('names the country of a full number in English', () => {
    expect(countryNameOfPhone('+919876543210')).toBe('India');
    expect(countryNameOfPhone('+91')).toBeUndefined();
  });
});
