import { useId, type ReactNode } from 'react';
import { useFieldText } from '../../lib/message-text';

/** Props every labelled input takes. */
export type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
};

export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600';

type FieldA11y = { inputId: string; hintId: string; errorId: string; describedBy?: string };

/** Ids that tie an input to its label, hint and error text. */
export function useFieldA11y(
  id: string | undefined,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
): FieldA11y {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

type FieldShellProps = FieldProps & Omit<FieldA11y, 'describedBy'> & { children: ReactNode };

/** Label above, hint and error below: the layout every form control shares. */
export function FieldShell({
  label,
  hint,
  error,
  inputId,
  hintId,
  errorId,
  children,
}: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's message under it, in the language shown: the domain schemas' and the server's
 * messages are English, translated here by their codes.
 */
export function FieldError({
  id,
  role,
  message,
}: {
  id?: string;
  /** `alert` for a message that is not tied to one input (a list's, a range's). */
  role?: 'alert';
  message: string | null | undefined;
}) {
  const text = useFieldText(message);
  if (!text) return null;
  return (
    <p id={id} role={role} className="text-sm text-red-700">
      {text}
    </p>
  );
}
