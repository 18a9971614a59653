import { toTenDigits } from '@khatabill/domain';
import type { ChangeEvent } from 'react';

const MOBILE_DIGITS = 10;
// Room for a pasted "+91 98765 43210"; cut before any pattern runs.
const MAX_TYPED = 32;

/** What the field keeps of a typed or pasted mobile: 10 digits at most, +91 dropped. */
export function tenDigitMobile(text: string): string {
  const typed = text.slice(0, MAX_TYPED);
  return toTenDigits(typed) ?? typed.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

type InputProps = { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown };

/**
 * An input's props (say, react-hook-form's `register`) for a customer's Indian mobile: a
 * letter never appears in the field, and a number pasted from contacts with +91 and spaces
 * becomes its 10 digits. Not `maxLength`, which would cut the paste before it is cleaned.
 */
export function tenDigitMobileInput<Props extends InputProps>(props: Props): Props {
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const digits = tenDigitMobile(input.value);
      if (digits !== input.value) input.value = digits;
      return props.onChange(event);
    },
  };
}
