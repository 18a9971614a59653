import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { MoneyInput } from '../../../components/ui/money-input';
import type { BillFormValues } from '../bill-form-values';

type MoneyFieldProps = {
  name: FieldPathByValue<BillFormValues, string>;
  label: string;
  hint?: string;
};

/** A bill form amount: the ui MoneyInput (digits, at most two decimals) bound to the form. */
export function MoneyField({ name, label, hint }: MoneyFieldProps) {
  const { control } = useFormContext<BillFormValues>();
  const {
    field: { ref: focusRef, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <MoneyInput
      label={label}
      hint={hint}
      name={name}
      ref={focusRef}
      value={value}
      onValueChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
