import { describe, expect, it } from 'vitest';
import { errorsOf } from '../test/errors-of';
import { MESSAGES } from './messages';
import { joinInput, staffInput } from './staff.schemas';

describe('staffInput', () => {
  it('trims the name and answers an Indian mobile in E.164, however it was typed', () => {
    for (const mobile of ['98765 43210', '+91 98765-43210', '919876543210']) {
      expect(staffInput.parse({ name: ' Asha ', mobile })).toEqual({
        name: 'Asha',
        mobile: '+919876543210',
      });
    }
  });

  it('refuses a missing name and a number that is not an Indian mobile', () => {
    expect(errorsOf(staffInput, { name: ' ', mobile: '12345' })).toEqual({
      name: MESSAGES.nameRequired,
      mobile: MESSAGES.invalidMobile,
    });
    expect(errorsOf(staffInput, { name: 'Asha', mobile: '+14155550123' })).toEqual({
      mobile: MESSAGES.invalidMobile,
    });
  });
});

describe('joinInput', () => {
  it('asks for a password by signup’s rules', () => {
    expect(errorsOf(joinInput, { token: 'abc', password: 'short' })).toEqual({
      password: MESSAGES.passwordMin,
    });
    expect(joinInput.parse({ token: 'abc', password: 'secret' })).toEqual({
      token: 'abc',
      password: 'secret',
    });
  });
});
