import type { ComponentProps } from 'react';
import { FieldShell, inputClasses, useFieldA11y, type FieldProps } from './field';

type TextAreaProps = ComponentProps<'textarea'> & FieldProps;

export function TextArea({
  label,
  hint,
  error,
  id,
  className = '',
  rows = 3,
  ...textarea
}: TextAreaProps) {
  const a11y = useFieldA11y(id, { hint, error });
  return (
    <FieldShell label={label} hint={hint} error={error} {...a11y}>
      <textarea
        id={a11y.inputId}
        rows={rows}
        aria-describedby={a11y.describedBy}
        aria-invalid={error ? true : undefined}
        className={`${inputClasses} ${className}`}
        {...textarea}
      />
    </FieldShell>
  );
}
