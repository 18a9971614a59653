import type { ComponentProps } from 'react';
import { FieldShell, inputClasses, useFieldA11y, type FieldProps } from './field';

type SelectProps = ComponentProps<'select'> & FieldProps;

/** A native select (the phone's own picker on mobile); pass `<option>`s as children. */
export function Select({
  label,
  hint,
  error,
  id,
  className = '',
  children,
  ...select
}: SelectProps) {
  const a11y = useFieldA11y(id, { hint, error });
  return (
    <FieldShell label={label} hint={hint} error={error} {...a11y}>
      <select
        id={a11y.inputId}
        aria-describedby={a11y.describedBy}
        aria-invalid={error ? true : undefined}
        className={`${inputClasses} ${className}`}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
