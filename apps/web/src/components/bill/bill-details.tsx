import { orderFieldValues, type BillDto } from '@khatabill/domain';
import { billStatusMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { ReceiptFieldValues } from '../receipt/receipt-field-values';
import { formatBillDate } from '../../lib/format';
import { ReceiptItems } from '../receipt/receipt-items';
import { ReceiptTotals } from '../receipt/receipt-totals';
import { useSession } from '../../lib/session';
import { billDetailsMessages } from './messages';

/**
 * The shop's copy of a bill (a Bill Book row opened, `/view-bill`): notes, timeline, items,
 * service values (all of them, private ones too) and amounts. Its headings are level 3:
 * it sits under a level-2 heading of the bill.
 */
export function BillDetails({ bill }: { bill: BillDto }) {
  const t = useMessages(billDetailsMessages);
  const statuses = useMessages(billStatusMessages);
  const settings = useSession()?.user?.settings;
  const { serviceFields, serviceInfo } = bill.customFields;
  return (
    <div className="flex flex-col gap-4">
      {bill.notes && (
        <section className="flex flex-col gap-1 text-sm">
          <h3 className="font-semibold">{t.notes}</h3>
          <p className="break-words whitespace-pre-line">{bill.notes}</p>
        </section>
      )}
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold">{t.timeline}</h3>
        <ol className="flex flex-col gap-0.5">
          {bill.statusTimeline.map((event) => (
            <li key={`${event.status}-${event.at}`} className="flex justify-between gap-4">
              <span>{statuses[event.status]}</span>
              <time dateTime={event.at} className="text-slate-600">
                {formatBillDate(event.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <ReceiptItems items={bill.items} />
      <ReceiptFieldValues
        title={t.serviceRequest}
        values={orderFieldValues(settings?.serviceFields ?? [], serviceFields)}
      />
      <ReceiptFieldValues
        title={t.serviceHandling}
        values={orderFieldValues(settings?.serviceDetails ?? [], serviceInfo)}
      />
      <ReceiptTotals totals={bill.totals} payment={bill.payment} />
    </div>
  );
}
