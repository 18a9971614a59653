import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/auth`'s English texts; the Hindi is in i18n/hi/auth.json under the same names.

export const authPageMessages = messages('auth/page', {
  welcomeBack: 'Welcome back',
  startWith: params('Start with {product}'),
  tabsLabel: 'Login or sign up',
  login: 'Login',
  signUp: 'Sign up',
});

export const loginMessages = messages('auth/login', {
  mobile: 'Mobile',
  password: 'Password',
  login: 'Login',
  loggedIn: 'Logged in successfully!',
  loginFailed: 'Login failed',
  somethingWrong: 'Something went wrong',
});

export const signupMessages = messages('auth/signup', {
  yourName: 'Your Name',
  shopName: 'Shop Name',
  mobile: 'Mobile',
  password: 'Password',
  createAccount: 'Create Account',
  accountCreated: 'Account created successfully!',
  signupFailed: 'Signup failed',
  somethingWrong: 'Something went wrong',
});

/** The phone field's country button and its picker. */
export const phoneMessages = messages('auth/phone', {
  country: params('Country: {name} +{code}'),
  searchCountry: 'Search country',
  noCountries: 'No entries to show',
  countries: 'Countries',
  /** The default country, named without Intl.DisplayNames (see PhoneInput). */
  india: 'India',
});
