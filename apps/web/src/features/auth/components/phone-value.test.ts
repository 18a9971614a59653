import * as library from './phone-library-functions';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLING_CODE, DEFAULT_PHONE_COUNTRY } from './phone-countries';
import {
  countryNameOfPhone,
  digitsAfterEdit,
  formatNational,
  nationalDigitsOf,
  toPhoneValue,
} from './phone-value';

describe('phone value helpers', () => {
  it('round-trips the form value through the national digits', () => {
    expect(toPhoneValue('91', '9876543210')).toBe('+919876543210');
    expect(toPhoneValue('91', '')).toBe('');
    expect(nationalDigitsOf('+919876543210', '91')).toBe('9876543210');
    expect(nationalDigitsOf('+447400123456', '91')).toBe('');
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
    expect(digitsAfterEdit(edit, '91')).toBe('987643210');
    expect(digitsAfterEdit({ ...edit, isForwardDelete: true }, '91')).toBe('987653210');
  });

  it('keeps ordinary edits as typed', () => {
    const edit = {
      previousDigits: '98765',
      previousText: '98765',
      text: '987654',
      caret: 6,
      isForwardDelete: false,
    };
    expect(digitsAfterEdit(edit, '91')).toBe('987654');
  });

  it('names the country of a full number in English', () => {
    expect(countryNameOfPhone(library, '+919876543210')).toBe('India');
    expect(countryNameOfPhone(library, '+91')).toBeUndefined();
  });

  it("writes India's mobiles as libphonenumber does, without it", () => {
    for (const mobile of ['9876543210', '6000000000', '09876543210', '987654321012']) {
      for (let length = 0; length <= mobile.length; length += 1) {
        const digits = mobile.slice(0, length);
        expect(formatNational(null, 'IN', digits), digits).toBe(
          new library.AsYouType('IN').input(digits),
        );
      }
    }
  });

  it("shows another country's digits plain until the library is there, then as it writes them", () => {
    expect(formatNational(null, 'US', '4155552671')).toBe('4155552671');
    expect(formatNational(library, 'US', '4155552671')).toBe('(415) 555-2671');
  });

  it("starts on India's calling code, the one libphonenumber gives", () => {
    expect(library.getCountryCallingCode(DEFAULT_PHONE_COUNTRY)).toBe(DEFAULT_CALLING_CODE);
  });
});
