import { BILL_STATUS_LABELS, type BillStatus } from '@khatabill/domain';
import type { AlertType } from '../../components/ui/alert-provider';

/**
 * Spec §8: the notice after a save ("Bill created successfully", "Bill saved as On Hold", …),
 * the same whether the bill was sent at once or kept offline and sent later.
 */
export function savedBillAlert(
  status: BillStatus,
  savedStatus: BillStatus | null,
): { type: AlertType; message: string } {
  if (status === 'draft') {
    return { type: 'warning', message: `Bill saved as ${BILL_STATUS_LABELS.draft}` };
  }
  return {
    type: 'success',
    message:
      savedStatus === null
        ? 'Bill created successfully'
        : `Bill saved as ${BILL_STATUS_LABELS[status]}`,
  };
}
