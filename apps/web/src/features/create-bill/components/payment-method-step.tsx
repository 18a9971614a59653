import { formatRupees, PAYMENT_MODES } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import type { BillFormValues } from '../bill-form-values';
import { useLiveTotals } from '../hooks/use-live-totals';
import { PAYMENT_MODE_LABELS } from '../payment-modes';

/** The payment-method step of the billing screen; Edit Items goes back (spec §4 "Billing screen"). */
export function PaymentMethodStep({ onEditItems }: { onEditItems: () => void }) {
  const { register } = useFormContext<BillFormValues>();
  const totals = useLiveTotals();
  return (
    <section className="flex flex-col gap-4">
      <button
        type="button"
        onClick={onEditItems}
        className="min-h-11 self-start font-medium text-brand-700 underline"
      >
        ← Edit Items
      </button>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">Payment Method</legend>
        {PAYMENT_MODES.map((mode) => (
          <label
            key={mode}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={mode}
              className="size-5 accent-brand-700"
              {...register('payment.mode')}
            />
            {PAYMENT_MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      {totals && (
        <p className="flex justify-between text-lg font-semibold">
          <span>Final Total</span>
          <span>{formatRupees(totals.finalTotal)}</span>
        </p>
      )}
    </section>
  );
}
