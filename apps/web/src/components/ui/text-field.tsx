import type { ComponentProps, ReactNode } from 'react';
import { FieldShell, inputClasses, useFieldA11y, type FieldProps } from './field';

export type TextFieldProps = ComponentProps<'input'> &
  FieldProps & {
    /** Rendered inside the input's right edge, e.g. a show-password button. */
    endAdornment?: ReactNode;
  };

export function TextField({
  label,
  hint,
  error,
  id,
  endAdornment,
  className = '',
  type = 'text',
  ...input
}: TextFieldProps) {
  const a11y = useFieldA11y(id, { hint, error });
  return (
    <FieldShell label={label} hint={hint} error={error} {...a11y}>
      <div className="relative">
        <input
          id={a11y.inputId}
          type={type}
          aria-describedby={a11y.describedBy}
          aria-invalid={error ? true : undefined}
          className={`${inputClasses} ${endAdornment ? 'pr-12' : ''} ${className}`}
          {...input}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0 flex items-center">{endAdornment}</div>
        )}
      </div>
    </FieldShell>
  );
}
