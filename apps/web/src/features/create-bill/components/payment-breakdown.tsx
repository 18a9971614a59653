import { amountPaidOf, BILL_STATUS_LABELS, formatRupees, ZERO_PAISE } from '@khatabill/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { BillFormValues } from '../bill-form-values';
import { useLiveTotals } from '../hooks/use-live-totals';
import { MoneyField } from './money-field';
import { PAYMENT_MODE_LABELS } from '../payment-modes';
import { PaymentNotice, PaymentSummary } from './payment-summary';

type PaymentBreakdownProps = {
  onChoosePaymentMethod: () => void;
  /** Whether On Hold is among the saves (not for a bill already Pending). */
  offersOnHold: boolean;
};

const ON_HOLD = BILL_STATUS_LABELS.draft;

/** Amount paid and discount, with the live summary; the payment method is its own step. */
export function PaymentBreakdown({ onChoosePaymentMethod, offersOnHold }: PaymentBreakdownProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  const [discountType, mode] = useWatch({
    control,
    name: ['payment.discount.type', 'payment.mode'],
  });
  const totals = useLiveTotals();
  const amountPaid = totals ? amountPaidOf(totals) : ZERO_PAISE;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Total" readOnly value={totals ? formatRupees(totals.itemsTotal) : '—'} />
        <MoneyField name="payment.amountPaid" label="Amount Paid" />
        {/* Said under the amount, before any save: a draft stores no payment (spec §4). */}
        {offersOnHold && amountPaid > 0 && (
          <PaymentNotice className="sm:col-span-2">
            {ON_HOLD} keeps no payment: the {formatRupees(amountPaid)} in Amount Paid is not saved
            if you tap {ON_HOLD}.
          </PaymentNotice>
        )}
        <Select
          label="Discount Type"
          error={errors.payment?.discount?.type?.message}
          {...register('payment.discount.type')}
        >
          <option value="amount">Amount (₹)</option>
          <option value="percent">Percent (%)</option>
        </Select>
        <MoneyField
          name="payment.discount.value"
          label="Discount Value"
          hint={discountType === 'percent' ? 'Percent of the total' : 'In rupees'}
        />
      </div>
      <PaymentSummary totals={totals} />
      <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
        <p>
          Payment method: <strong>{PAYMENT_MODE_LABELS[mode]}</strong>
        </p>
        <Button variant="secondary" onClick={onChoosePaymentMethod}>
          Choose Payment Method
        </Button>
      </div>
    </div>
  );
}
