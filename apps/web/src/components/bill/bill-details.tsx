import { orderFieldValues, type BillDto, type BillGstDto } from '@khatabill/domain';
import { Suspense } from 'react';
import { billStatusMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { ReceiptFieldValues } from '../receipt/receipt-field-values';
import { formatBillDate } from '../../lib/format';
import { ReceiptItems } from '../receipt/receipt-items';
import { ReceiptTotals } from '../receipt/receipt-totals';
import { useTaxInvoiceParts } from '../receipt/tax-invoice-loader';
import { useSession } from '../../lib/session';
import { BillMaker } from './bill-maker';
import { billDetailsMessages } from './messages';

/**
 * The shop's copy of a bill (a Bill Book row opened, `/view-bill`): notes, timeline, items,
 * service values (all of them, private ones too) and amounts; a registered shop's, with its
 * document's GST parts (product §16), loaded only for it. Its headings are level 3: it sits
 * under a level-2 heading of the bill.
 */
export function BillDetails({ bill }: { bill: BillDto }) {
  const t = useMessages(billDetailsMessages);
  const statuses = useMessages(billStatusMessages);
  const settings = useSession()?.user?.settings;
  const { serviceFields, serviceInfo } = bill.customFields;
  const { gst } = bill;
  const content = (
    <div className="flex flex-col gap-4">
      {bill.notes && (
        <section className="flex flex-col gap-1 text-sm">
          <h3 className="font-semibold">{t.notes}</h3>
          <p className="break-words whitespace-pre-line">{bill.notes}</p>
        </section>
      )}
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold">{t.timeline}</h3>
        <BillMaker createdBy={bill.createdBy} className="text-slate-600" />
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
      {gst ? <GstLines bill={bill} gst={gst} /> : <ReceiptItems items={bill.items} />}
      <ReceiptFieldValues
        title={t.serviceRequest}
        values={orderFieldValues(settings?.serviceFields ?? [], serviceFields)}
      />
      <ReceiptFieldValues
        title={t.serviceHandling}
        values={orderFieldValues(settings?.serviceDetails ?? [], serviceInfo)}
      />
      {gst ? (
        <GstTotals bill={bill} gst={gst} />
      ) : (
        <ReceiptTotals totals={bill.totals} payment={bill.payment} />
      )}
    </div>
  );
  return gst ? <Suspense>{content}</Suspense> : content;
}

type GstPartProps = { bill: BillDto; gst: BillGstDto };

/** The customer's GSTIN, address and place of supply, then the lines with their tax. */
function GstLines({ bill, gst }: GstPartProps) {
  const { GstCustomerTerms, TaxInvoiceItems, gstTermsOf } = useTaxInvoiceParts();
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <GstCustomerTerms gst={gst} taxableValue={bill.totals.taxableValue ?? 0} />
      </dl>
      <TaxInvoiceItems items={bill.items} {...gstTermsOf(gst)} />
    </>
  );
}

function GstTotals({ bill, gst }: GstPartProps) {
  const { TaxInvoiceTotals, gstTermsOf } = useTaxInvoiceParts();
  return <TaxInvoiceTotals totals={bill.totals} payment={bill.payment} {...gstTermsOf(gst)} />;
}
