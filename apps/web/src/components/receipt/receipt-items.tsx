import type { PublicReceiptDto } from '@khatabill/domain';
import { formatAmount, formatLineTotal } from './receipt-format';

export function ReceiptItems({ items }: { items: PublicReceiptDto['items'] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Items</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            Item
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Qty × Price
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // Items have no id and the same name may appear twice; the position is stable here.
          <tr key={index} className="border-b border-slate-100 align-top last:border-0">
            <td className="py-1.5 pr-2 break-words">{item.name}</td>
            <td className="py-1.5 pr-2 whitespace-nowrap">
              {item.quantity} × {formatAmount(item.price)}
            </td>
            <td className="py-1.5 text-right whitespace-nowrap">
              {formatLineTotal(item.quantity, item.price)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
