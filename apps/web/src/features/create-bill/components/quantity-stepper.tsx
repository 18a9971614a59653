import { LIMITS } from '@khatabill/domain';
import { FieldShell, inputClasses, useFieldA11y } from '../../../components/ui/field';
import { useMessages } from '../../../i18n/use-messages';
import { itemsMessages } from '../messages';

type QuantityStepperProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** Minus at quantity 1 removes the line instead (product §2). */
  onRemove: () => void;
  onBlur: () => void;
  error?: string;
};

const DIGITS = /^\d*$/;
const STEP_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-semibold text-slate-900 hover:bg-slate-50';

/** Quantity with − and + beside a box that takes whole numbers only. */
export function QuantityStepper({
  value,
  onValueChange,
  onRemove,
  onBlur,
  error,
}: QuantityStepperProps) {
  const t = useMessages(itemsMessages);
  const a11y = useFieldA11y(undefined, { error });
  const quantity = Number(value) || 0;
  return (
    <FieldShell label={t.quantity} error={error} {...a11y}>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={quantity <= 1 ? t.decreaseRemoves : t.decrease}
          className={STEP_BUTTON}
          onClick={() => (quantity <= 1 ? onRemove() : onValueChange(String(quantity - 1)))}
        >
          −
        </button>
        <div className="w-16">
          <input
            id={a11y.inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(LIMITS.quantity).length}
            aria-describedby={a11y.describedBy}
            aria-invalid={error ? true : undefined}
            className={`${inputClasses} text-center`}
            value={value}
            onChange={(event) => {
              if (DIGITS.test(event.target.value)) onValueChange(event.target.value);
            }}
            onBlur={onBlur}
          />
        </div>
        <button
          type="button"
          aria-label={t.increase}
          className={STEP_BUTTON}
          onClick={() => onValueChange(String(quantity + 1))}
        >
          +
        </button>
      </div>
    </FieldShell>
  );
}
