import { useId, type ComponentProps } from 'react';

type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role'> & {
  label: string;
  /**
   * Added to the accessible name after the visible label ("Show on customer receipt: IMEI"),
   * when several switches share one label.
   */
  context?: string;
};

// The checkbox itself is the track (appearance none) and its ::before the thumb, so the
// control keeps native keyboard, focus and form behaviour.
const TRACK =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-brand-700 ' +
  'before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5';

/** An on/off switch whose whole row (at least 44 px high) is the click target. */
export function Switch({ label, context, id, className = '', ...input }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <label
      htmlFor={inputId}
      className={`flex min-h-11 cursor-pointer items-center gap-3 ${className}`}
    >
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        aria-label={context ? `${label}: ${context}` : undefined}
        className={TRACK}
        {...input}
      />
      <span className="text-sm text-slate-800">{label}</span>
    </label>
  );
}
