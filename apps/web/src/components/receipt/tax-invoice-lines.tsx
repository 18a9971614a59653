import {
  formatRupeeNumber,
  hsnSummary,
  paise,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
  type HsnLine,
} from '@khatabill/domain';
import { useMessages } from '../../i18n/use-messages';
import { taxInvoiceMessages } from './tax-invoice-messages';
import { ReceiptItems, type ReceiptItem } from './receipt-items';

// A registered shop's lines: under each name, small lines rather than a column each, so the
// document fits a 360 px phone and an 80 mm roll as well as A4.

type LinesProps = {
  items: readonly ReceiptItem[];
  /** A tax invoice; a bill of supply shows no tax. */
  taxed: boolean;
  /** Supplied to another state: IGST, else CGST and SGST. */
  interState: boolean;
};

export function TaxInvoiceItems({ items, ...terms }: LinesProps) {
  return (
    <ReceiptItems items={items} lineDetails={(item) => <LineDetails item={item} {...terms} />} />
  );
}

/** "HSN 8517 · 2 NOS × ₹500", "Discount ₹83.33 · Taxable ₹916.67", "GST 18% · IGST ₹165". */
function LineDetails({
  item,
  taxed,
  interState,
}: { item: ReceiptItem } & Omit<LinesProps, 'items'>) {
  const t = useMessages(taxInvoiceMessages);
  const taxes = interState
    ? [`${t.igst} ${formatRupeeNumber(item.igst ?? 0)}`]
    : [
        `${t.cgst} ${formatRupeeNumber(item.cgst ?? 0)}`,
        `${t.sgst} ${formatRupeeNumber(item.sgst ?? 0)}`,
      ];
  return (
    <span data-receipt-line-gst className="block text-slate-600">
      <Pieces
        pieces={[
          item.hsn ? t.hsn({ hsn: item.hsn }) : null,
          `${item.quantity} ${item.unit} × ${formatRupeeNumber(item.price)}`,
        ]}
      />
      <Pieces
        pieces={[
          item.discount ? t.discount({ amount: formatRupeeNumber(item.discount) }) : null,
          taxed ? t.taxable({ amount: formatRupeeNumber(item.taxableValue ?? 0) }) : null,
        ]}
      />
      {taxed && <Pieces pieces={[t.gstRate({ rate: item.gstRate ?? 0 }), ...taxes]} />}
    </span>
  );
}

/** A line of `a · b · c`, broken only between pieces, so a figure never leaves its label. */
function Pieces({ pieces }: { pieces: readonly (string | null)[] }) {
  const shown = pieces.filter((piece) => piece !== null);
  if (shown.length === 0) return null;
  return (
    <span className="block">
      {shown.map((piece, index) => (
        <span key={piece}>
          {index > 0 && ' · '}
          <span className="whitespace-nowrap">{piece}</span>
        </span>
      ))}
    </span>
  );
}

/** The lines added up by HSN and rate (Rule 46): a tax invoice's last table. */
export function HsnSummaryTable({ items }: { items: readonly ReceiptItem[] }) {
  const t = useMessages(taxInvoiceMessages);
  const rows = hsnSummary(items.map(toHsnLine));
  return (
    <table data-receipt-hsn-summary className="w-full text-xs">
      <caption className="py-1 text-left text-sm font-semibold">{t.hsnSummary}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-600">
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            {t.hsnColumn}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t.taxableValue}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t.rate}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t.tax}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.hsn}|${row.unit}|${row.gstRateBps}`}
            className="border-b border-slate-100"
          >
            <td className="py-1 pr-2">{row.hsn || '—'}</td>
            <td className="py-1 pr-2 text-right whitespace-nowrap">
              {formatRupeeNumber(paiseToRupees(row.taxableValue))}
            </td>
            <td className="py-1 pr-2 text-right">{row.gstRateBps / 100}%</td>
            <td className="py-1 text-right whitespace-nowrap">
              {formatRupeeNumber(paiseToRupees(paise(row.cgst + row.sgst + row.igst)))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function toHsnLine(item: ReceiptItem): HsnLine {
  return {
    hsn: item.hsn ?? '',
    unit: item.unit ?? '',
    quantity: item.quantity,
    gstRateBps: percentToBasisPoints(item.gstRate ?? 0),
    taxableValue: rupeesToPaise(item.taxableValue ?? 0),
    cgst: rupeesToPaise(item.cgst ?? 0),
    sgst: rupeesToPaise(item.sgst ?? 0),
    igst: rupeesToPaise(item.igst ?? 0),
  };
}
