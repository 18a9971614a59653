import { messages } from '../../i18n/i18n';

// `/join/{token}`'s English texts; the Hindi is in i18n/hi/join.json under the same names.

export const joinMessages = messages('join/page', {
  title: 'Join your shop',
  intro:
    'Your shop owner invited you. Choose a password: from now on you log in with your mobile number and this password.',
  password: 'Choose a password',
  join: 'Join',
  joined: 'Welcome! You have joined the shop.',
  joinFailed: 'Could not join',
  somethingWrong: 'Something went wrong',
  linkGone: 'This invite link does not work',
  login: 'Login',
});
