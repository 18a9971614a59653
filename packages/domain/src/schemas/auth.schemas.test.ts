import { describe, expect, it } from 'vitest';
import { loginInput, signupFormInput, signupInput } from './auth.schemas';
import { errorsOf } from '../test/errors-of';

const signup = {
  name: ' Asha ',
  shopName: 'Asha Mobiles',
  mobile: '+91 98765 43210',
  password: 'secret',
};

describe('signupInput', () => {
  it('trims, normalises the mobile to E.164 and fills defaults', () => {
    expect(signupInput.parse(signup)).toEqual({
      name: 'Asha',
      shopName: 'Asha Mobiles',
      mobile: '+919876543210',
      password: 'secret',
      billingMode: ['product'],
      location: { country: 'India' },
      language: 'en',
    });
  });

  it('keeps the language the signup screen showed; one the app does not speak is English', () => {
    expect(signupInput.parse({ ...signup, language: 'hi' }).language).toBe('hi');
    expect(signupInput.parse({ ...signup, language: 'fr' }).language).toBe('en');
  });

  it('gives each product §5 message for a missing or empty field', () => {
    expect(errorsOf(signupInput, {})).toEqual({
      name: 'Name is required',
      shopName: 'Shop name is required',
      mobile: 'Mobile is required',
      password: 'Password is required',
    });
    expect(errorsOf(signupInput, { name: '  ', shopName: '', mobile: '', password: '' })).toEqual({
      name: 'Name is required',
      shopName: 'Shop name is required',
      mobile: 'Mobile is required',
      password: 'Password is required',
    });
  });

  it('wants at least 6 password characters and a valid mobile', () => {
    expect(errorsOf(signupInput, { ...signup, password: '12345', mobile: '+1415555' })).toEqual({
      password: 'Min 6 characters',
      mobile: 'Enter a valid mobile number',
    });
  });

  it('takes a service signup without a category, as the API takes it', () => {
    const parsed = signupInput.parse({ ...signup, billingMode: ['service'] });
    expect(parsed.billingMode).toEqual(['service']);
    expect(parsed.businessType).toBeUndefined();
  });

  it('in the form, requires a category when Service is chosen, alongside other errors', () => {
    expect(errorsOf(signupFormInput, { ...signup, billingMode: ['product', 'service'] })).toEqual({
      businessType: 'Select a category',
    });
    expect(errorsOf(signupFormInput, { ...signup, name: '', billingMode: ['service'] })).toEqual({
      name: 'Name is required',
      businessType: 'Select a category',
    });
    expect(
      errorsOf(signupInput, { ...signup, billingMode: ['service'], businessType: 'bakery' }),
    ).toEqual({
      businessType: 'Select a category',
    });
    expect(
      signupInput.parse({ ...signup, billingMode: ['service', 'service'], businessType: 'gym' }),
    ).toMatchObject({
      billingMode: ['service'],
      businessType: 'gym',
    });
  });
});

describe('loginInput', () => {
  it('accepts 10 digits or E.164 and answers E.164', () => {
    expect(loginInput.parse({ mobile: '9876543210', password: 'x' }).mobile).toBe('+919876543210');
    expect(loginInput.parse({ mobile: '+14155552671', password: 'x' }).mobile).toBe('+14155552671');
  });

  it('requires mobile and password', () => {
    expect(errorsOf(loginInput, {})).toEqual({
      mobile: 'Mobile is required',
      password: 'Password is required',
    });
  });
});
