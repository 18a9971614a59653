import { formatRupees, PAYMENT_MODES } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { useLiveTotals } from '../hooks/use-live-totals';
import { paymentMessages } from '../messages';
import { paymentModeMessages } from '../payment-mode-messages';

/** The billing screen's payment-method step; Edit Items goes back (product §4 "Billing screen"). */
export function PaymentMethodStep({ onEditItems }: { onEditItems: () => void }) {
  const t = useMessages(paymentMessages);
  const modes = useMessages(paymentModeMessages);
  const { register } = useFormContext<BillFormValues>();
  const totals = useLiveTotals();
  return (
    <section className="flex flex-col gap-4">
      <button
        type="button"
        onClick={onEditItems}
        className="min-h-11 self-start font-medium text-brand-700 underline"
      >
        {t.editItems}
      </button>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">{t.paymentMethodLegend}</legend>
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
            {modes[mode]}
          </label>
        ))}
      </fieldset>
      {totals && (
        <p className="flex justify-between text-lg font-semibold">
          <span>{t.finalTotal}</span>
          <span>{formatRupees(totals.finalTotal)}</span>
        </p>
      )}
    </section>
  );
}
