// What the phone field uses of libphonenumber-js, imported only through `import()`
// (phone-library.ts): naming them keeps the rest of the library out of the shared chunk.
export {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
