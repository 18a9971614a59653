import { useFormContext, type FieldPathByValue } from 'react-hook-form';
import { MoneyFormField } from '../../../components/money-form-field';
import type { BillFormValues } from '../bill-form-values';

type MoneyFieldProps = {
  name: FieldPathByValue<BillFormValues, string>;
  label: string;
  hint?: string;
  /** A message found while typing (see MoneyFormField). */
  error?: string | null;
};

/** A bill form amount: the ui MoneyInput (digits, at most two decimals) bound to the form. */
export function MoneyField({ name, label, hint, error }: MoneyFieldProps) {
  const { control } = useFormContext<BillFormValues>();
  return <MoneyFormField control={control} name={name} label={label} hint={hint} error={error} />;
}
