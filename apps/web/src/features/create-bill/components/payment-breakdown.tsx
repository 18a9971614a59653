import { amountPaidOf, discountLimitError, formatRupees, ZERO_PAISE } from '@khatabill/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { billStatusMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { useGstBill } from '../gst/gst-bill-context';
import { useLiveBill } from '../hooks/use-live-totals';
import { typedDiscount } from '../live-totals';
import { paymentMessages } from '../messages';
import { paymentModeMessages } from '../payment-mode-messages';
import { MoneyField } from './money-field';
import { PaymentNotice, PaymentSummary } from './payment-summary';

type PaymentBreakdownProps = {
  onChoosePaymentMethod: () => void;
  /** Whether On Hold is among the saves (not for a bill already Pending). */
  offersOnHold: boolean;
};

/** Amount paid and discount, with the live summary; the payment method is its own step. */
export function PaymentBreakdown({ onChoosePaymentMethod, offersOnHold }: PaymentBreakdownProps) {
  const t = useMessages(paymentMessages);
  const modes = useMessages(paymentModeMessages);
  const statuses = useMessages(billStatusMessages);
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  const [discount, mode] = useWatch({
    control,
    name: ['payment.discount', 'payment.mode'],
  });
  const live = useLiveBill();
  const totals = live?.totals ?? null;
  const gstBill = useGstBill();
  const amountPaid = totals ? amountPaidOf(totals) : ZERO_PAISE;
  // Refused as it is typed, by the rule the save is checked with, so more than 100 % or more
  // than the total never reads as a bill of ₹0; an amount waits for the items' total.
  const discountError =
    totals &&
    discountLimitError(
      typedDiscount(discount),
      totals.itemsTotal > 0 ? totals.itemsTotal : undefined,
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.total}
          readOnly
          value={totals ? formatRupees(totals.itemsTotal) : '—'}
        />
        <MoneyField name="payment.amountPaid" label={t.amountPaid} />
        {/* Said under the amount, before any save: a draft stores no payment (product §4). */}
        {offersOnHold && amountPaid > 0 && (
          <PaymentNotice className="sm:col-span-2">
            {t.onHoldKeepsNoPayment({
              onHold: statuses.draft,
              amount: formatRupees(amountPaid),
            })}
          </PaymentNotice>
        )}
        <Select
          label={t.discountType}
          error={errors.payment?.discount?.type?.message}
          {...register('payment.discount.type')}
        >
          <option value="amount">{t.discountAmount}</option>
          <option value="percent">{t.discountPercent}</option>
        </Select>
        <MoneyField
          name="payment.discount.value"
          label={t.discountValue}
          hint={discount.type === 'percent' ? t.percentHint : t.rupeesHint}
          error={discountError}
        />
      </div>
      <PaymentSummary
        totals={totals}
        taxLines={gstBill && live?.gst && <gstBill.parts.GstSummaryLines gst={live.gst} />}
      />
      <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
        <p>
          {t.paymentMethod} <strong>{modes[mode]}</strong>
        </p>
        <Button variant="secondary" onClick={onChoosePaymentMethod}>
          {t.choosePaymentMethod}
        </Button>
      </div>
    </div>
  );
}
