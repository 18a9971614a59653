import {
  balanceAfterPayment,
  formatRupees,
  isRupeeAmount,
  rupeesToPaise,
  ZERO_PAISE,
  type BillDto,
} from '@khatabill/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { MoneyInput } from '../../../components/ui/money-input';
import { ApiError } from '../../../lib/api-client';
import {
  billBalanceMessages,
  billBalanceWarning,
  billStatusMessages,
} from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { useUpdateBillStatus } from '../api/update-bill-status';
import { completeBillMessages } from '../messages';

/** What the dialog reads: the Bill Book's list item will do. */
type CompletableBill = Pick<BillDto, '_id' | 'invoiceNumber' | 'customerName' | 'totals'>;

type CompleteBillDialogProps = {
  /** The Pending bill to complete; the dialog is open while there is one. */
  bill: CompletableBill | null;
  onClose: () => void;
  /** Told the completed bill after the dialog closes (the Bill Book offers to share it). */
  onCompleted?: (bill: BillDto) => void;
};

/** Typed rupees in paise; text that is not (yet) an amount counts as nothing received. */
function typedPaise(text: string) {
  return isRupeeAmount(text) ? rupeesToPaise(text) : ZERO_PAISE;
}

/**
 * Mark Completed asks first: it shows what is pending and takes the money received now,
 * posted to the khata with the status change. The amount starts empty, not at the pending
 * amount: an unthinking tap then leaves the due on the khata (which a later "You Got"
 * settles) rather than wiping a due the customer never paid. "Received in full" fills it in
 * one tap for the usual case.
 */
export function CompleteBillDialog({ bill, onClose, onCompleted }: CompleteBillDialogProps) {
  const t = useMessages(completeBillMessages);
  return (
    <Dialog open={bill !== null} onClose={onClose} title={t.title}>
      {/* Keyed by bill, so each opening starts with an empty amount. */}
      {bill && (
        <CompleteBillForm key={bill._id} bill={bill} onClose={onClose} onCompleted={onCompleted} />
      )}
    </Dialog>
  );
}

function CompleteBillForm({
  bill,
  onClose,
  onCompleted,
}: Omit<CompleteBillDialogProps, 'bill'> & { bill: CompletableBill }) {
  const t = useMessages(completeBillMessages);
  const statuses = useMessages(billStatusMessages);
  const balances = useMessages(billBalanceMessages);
  const alert = useAlert();
  const statusMutation = useUpdateBillStatus();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const pending = rupeesToPaise(bill.totals.pending);
  const received = typedPaise(amount);
  const after = balanceAfterPayment(
    { pending, toReturn: rupeesToPaise(bill.totals.toReturn) },
    received,
  );

  async function onComplete() {
    try {
      const completed = await statusMutation.mutateAsync({
        billId: bill._id,
        status: 'completed',
        amountReceived: received > 0 ? amount : undefined,
      });
      const status = statuses.completed;
      alert.show(
        'success',
        received > 0
          ? t.savedReceived({ status, amount: formatRupees(received) })
          : t.saved({ status }),
      );
      onClose();
      onCompleted?.(completed);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.errors?.amountReceived);
      alert.show('error', errorMessage(failure));
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onComplete();
      }}
    >
      <p className="text-slate-700">
        {bill.invoiceNumber} · {bill.customerName}
      </p>
      <p className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 p-3">
        <span>{t.pending}</span>
        <strong className="text-xl">{formatRupees(pending)}</strong>
      </p>
      <MoneyInput
        label={t.amountReceived}
        hint={t.amountHint}
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          setError(undefined);
        }}
        error={error}
      />
      {pending > 0 && (
        <Button
          variant="secondary"
          onClick={() => setAmount(String(bill.totals.pending))}
          className="self-start"
        >
          {t.receivedInFull({ amount: formatRupees(pending) })}
        </Button>
      )}
      <p role="status" className="text-slate-800">
        {t.afterThis({ balance: billBalanceWarning(balances, after) ?? t.nothingLeft })}
      </p>
      <ConfirmActions
        onCancel={onClose}
        confirmLabel={t.title}
        isConfirming={statusMutation.isPending}
      />
    </form>
  );
}
