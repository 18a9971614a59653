import { useId } from 'react';

type SegmentedChoiceProps<T extends string> = {
  /** Read by screen readers: what is being chosen (`Summary period`). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The radios' name in a form sent by the browser (a page without the app); else their own. */
  name?: string;
};

/** A few exclusive choices side by side (radios drawn as one segmented row), one tap each. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  name,
}: SegmentedChoiceProps<T>) {
  const ownName = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            // Widths follow the labels, so a longer one stays on one line at 360 px.
            className="relative flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-md px-2 text-center whitespace-nowrap text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-700 sm:text-base"
          >
            <input
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Invisible but covering the whole choice, so a tap anywhere lands on the radio.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
