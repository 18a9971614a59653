import { formatLineTotal, formatRupeeNumber, type PublicReceiptDto } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { receiptMessages } from './messages';

export type ReceiptItem = PublicReceiptDto['items'][number];

/**
 * One row per item: its name with "quantity × price" (or a document's `lineDetails`) on a
 * line below, and the amount in a right-aligned column of its own, so the two figures never
 * run together, even on an 80 mm roll.
 */
export function ReceiptItems({
  items,
  lineDetails,
}: {
  items: readonly ReceiptItem[];
  lineDetails?: (item: ReceiptItem) => ReactNode;
}) {
  const t = useMessages(receiptMessages);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t.items}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-600">
          <th scope="col" className="py-1 pr-4 font-medium">
            {t.item} <span className="font-normal">{t.qtyPrice}</span>
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // Items have no id and the same name may appear twice; the position is stable here.
          <tr key={index} className="border-b border-slate-100 align-top last:border-0">
            <td className="py-1.5 pr-4 break-words">
              {/* The space keeps name and figures apart for screen readers and copied text. */}
              {item.name}{' '}
              {lineDetails ? (
                lineDetails(item)
              ) : (
                <span data-receipt-qty-price className="block whitespace-nowrap text-slate-600">
                  {item.quantity} × {formatRupeeNumber(item.price)}
                </span>
              )}
            </td>
            <td data-receipt-amount className="py-1.5 text-right whitespace-nowrap">
              {formatLineTotal(item.quantity, item.price)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
