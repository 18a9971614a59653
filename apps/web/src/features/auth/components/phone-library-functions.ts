// What the phone field loads to offer another country than India, imported only through
// `import()` (phone-library.ts): the functions of libphonenumber-js it uses (naming them keeps
// the rest of the library out of the shared chunk), the server's check of such a number,
// which needs the same metadata, and the country picker.
export {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
export { normalizeSignupMobile } from '@khatabill/domain';
export { CountryPicker } from './country-picker';
