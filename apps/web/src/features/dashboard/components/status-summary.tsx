import { BILL_STATUSES, formatCompact, type SummaryDto } from '@khatabill/domain';
import { BillStatusBadge } from '../../../components/bill/bill-status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { formatCompactRupees } from '../compact-rupees';
import { statusSummaryMessages } from '../messages';

/** Count and amount of the range's bills in each status, On Hold included (product §2). */
export function StatusSummary({ statusWise }: Pick<SummaryDto, 'statusWise'>) {
  const t = useMessages(statusSummaryMessages);
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{t.caption}</caption>
      <thead className="border-b border-slate-200 text-sm text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            {t.status}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {t.bills}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium">
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {BILL_STATUSES.map((status) => (
          <tr key={status} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal">
              <BillStatusBadge status={status} />
            </th>
            <td className="px-2 py-2 text-right">{formatCompact(statusWise[status].count)}</td>
            <td className="py-2 pl-2 text-right font-semibold whitespace-nowrap">
              {formatCompactRupees(statusWise[status].totalAmount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
