import { MONEY_INPUT_PATTERN } from '@khatabill/domain';
import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type MoneyInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** Rupees as typed, e.g. '120.5'; convert with rupeesToPaise when saving. */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A rupee amount: digits with at most two decimals (product §5). Controlled on purpose:
 * a keystroke that would break the pattern is never passed on, and the field keeps the
 * previous text. With react-hook-form use it through a Controller.
 */
export function MoneyInput({ value, onValueChange, ...props }: MoneyInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (MONEY_INPUT_PATTERN.test(next)) onValueChange(next);
  }
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={handleChange}
    />
  );
}
