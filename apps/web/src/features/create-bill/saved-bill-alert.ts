import type { BillStatus } from '@khatabill/domain';
import type { AlertType } from '../../components/ui/alert-provider';
import { billStatusMessages } from '../../i18n/domain-messages';
import { billSaveMessages } from './messages';

/**
 * Product §8: the notice after a save ("Bill created successfully", "Bill saved as On Hold", …),
 * the same whether the bill was sent at once or kept offline and sent later.
 */
export function savedBillAlert(
  status: BillStatus,
  savedStatus: BillStatus | null,
): { type: AlertType; message: string } {
  const t = billSaveMessages.get();
  const savedAs = t.savedAs({ status: billStatusMessages.get()[status] });
  if (status === 'draft') return { type: 'warning', message: savedAs };
  return { type: 'success', message: savedStatus === null ? t.created : savedAs };
}
