import {
  addMonthsToDay,
  addDays,
  firstOfMonth,
  formatRupees,
  paise,
  rupeesToPaise,
  toShopDay,
  type CalendarDay,
  type Gstr1Dto,
  type Gstr1Table,
  type Paise,
} from '@khatabill/domain';
import { useState } from 'react';
import { DateRangeFields } from '../../components/date-range-fields';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { useMessages } from '../../i18n/use-messages';
import { useGstr1 } from './api/get-gstr1';
import { gstr1PageMessages } from './messages';

type Messages = ReturnType<typeof gstr1PageMessages.get>;
type Amounts = { taxableValue: number; igst: number; cgst: number; sgst: number };

/** Last month: what a monthly return is filed for (by the 11th). */
function lastMonth(): { from: CalendarDay; to: CalendarDay } {
  const thisMonth = firstOfMonth(toShopDay(new Date()));
  return { from: addMonthsToDay(thisMonth, -1), to: addDays(thisMonth, -1) };
}

/** A table's taxable value and tax, added up in paise. */
function sums(rows: readonly Amounts[]): { taxable: Paise; tax: Paise } {
  let taxable = 0;
  let tax = 0;
  for (const row of rows) {
    taxable += rupeesToPaise(row.taxableValue);
    tax += rupeesToPaise(row.igst) + rupeesToPaise(row.cgst) + rupeesToPaise(row.sgst);
  }
  return { taxable: paise(taxable), tax: paise(tax) };
}

/** Each table with what it holds: its rows, and for the tax tables their sums. */
function tablesOf(gstr1: Gstr1Dto, t: Messages) {
  const table = (id: Gstr1Table, label: string, rows: readonly Amounts[] | number) =>
    typeof rows === 'number'
      ? { id, label, count: rows, sums: null }
      : { id, label, count: rows.length, sums: sums(rows) };
  return [
    table('b2b', t.b2b, gstr1.b2b),
    table('b2cl', t.b2cl, gstr1.b2cl),
    table('b2cs', t.b2cs, gstr1.b2cs),
    table('hsn_b2b', t.hsnB2b, gstr1.hsnB2b),
    table('hsn_b2c', t.hsnB2c, gstr1.hsnB2c),
    table(
      'docs',
      t.docs,
      gstr1.documents.reduce((count, doc) => count + doc.count, 0),
    ),
  ];
}

/** `/gstr-1`: a period's GSTR-1 tables, each to download as the offline tool's sheet. */
export default function Gstr1Page() {
  const t = useMessages(gstr1PageMessages);
  const [period, setPeriod] = useState(lastMonth);
  const { from, to } = period;
  const gstr1 = useGstr1(period);
  return (
    <PageFrame title={t.title}>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <DateRangeFields
        from={from}
        to={to}
        onFromChange={(day) => setPeriod((current) => ({ ...current, from: day }))}
        onToChange={(day) => setPeriod((current) => ({ ...current, to: day }))}
      />
      <QueryStatus query={gstr1} loadingText={t.loading} />
      {gstr1.data?.documents.length === 0 && <p className="text-slate-600">{t.empty}</p>}
      {gstr1.data && (
        <ul className="flex flex-col gap-3">
          {tablesOf(gstr1.data, t).map((table) => (
            <li
              key={table.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <h2 className="text-base font-semibold">{table.label}</h2>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">{t.invoices}</dt>
                  <dd className="font-medium">{table.count}</dd>
                </div>
                {table.sums && (
                  <>
                    <div>
                      <dt className="text-slate-600">{t.taxableValue}</dt>
                      <dd className="font-medium">{formatRupees(table.sums.taxable)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t.tax}</dt>
                      <dd className="font-medium">{formatRupees(table.sums.tax)}</dd>
                    </div>
                  </>
                )}
              </dl>
              <ExportCsvButton
                path={`/gst/gstr1.csv?${new URLSearchParams({ from, to, table: table.id })}`}
                filename={`gstr1-${table.id}-${from}-to-${to}.csv`}
                label={t.download({ table: table.label })}
              />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
