import { useId, type ComponentProps } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
};

/** A checkbox whose whole row (at least 44 px high) is the click target. */
export function Checkbox({ label, hint, id, className = '', ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={hint ? hintId : undefined}
          className="size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <span className="text-base text-slate-900">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
