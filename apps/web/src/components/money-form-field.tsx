import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MoneyInput } from './ui/money-input';

type MoneyFormFieldProps<T extends FieldValues, TOutput extends FieldValues> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** Fields checked again when this one changes (an offer price checked against this original). */
  deps?: FieldPath<T>[];
  /** A message found while typing, before any save; the form's own validation message wins. */
  error?: string | null;
};

/** A form's amount: the MoneyInput (digits, at most two decimals) bound to react-hook-form, with its message. */
export function MoneyFormField<T extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  label,
  hint,
  deps,
  error,
}: MoneyFormFieldProps<T, TOutput>) {
  const {
    field: { ref: focusRef, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name, rules: deps ? { deps } : undefined });
  return (
    <MoneyInput
      label={label}
      hint={hint}
      name={name}
      ref={focusRef}
      onBlur={onBlur}
      value={String(value ?? '')}
      onValueChange={onChange}
      error={fieldState.error?.message ?? error ?? undefined}
    />
  );
}
