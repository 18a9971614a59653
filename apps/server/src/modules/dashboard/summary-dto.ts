import {
  paise,
  paiseToRupees,
  salesSeriesStartOf,
  salesSeriesStarts,
  salesSeriesUnit,
  type BillStatus,
  type CalendarDay,
  type DayRange,
  type Paise,
  type StatusSummaryDto,
  type SummaryDto,
} from '@khatabill/domain';
import type { DayStatusTotals, OutputTax } from './dashboard.repository';

export type SummaryParts = {
  range: DayRange;
  /** Sums per status and day, as SQL made them (paise). */
  totals: readonly DayStatusTotals[];
  totalCustomers: number;
  /** Null when the shop may not see expenses and profit: both keys are left out. */
  totalExpenses: Paise | null;
  /** Null for a shop that files no GSTR-1: the key is left out. */
  outputTax: OutputTax | null;
};

/** The summary answer from the sums SQL made, turned into rupees here only. */
export function toSummaryDto({
  range,
  totals,
  totalCustomers,
  totalExpenses,
  outputTax,
}: SummaryParts): SummaryDto {
  const counted = totals.filter((row) => row.status !== 'draft');
  const totalSales = sumOf(counted, 'sales');
  return {
    from: range.from,
    to: range.to,
    count: sumOf(counted, 'count'),
    totalCustomers,
    totalItems: sumOf(counted, 'items'),
    totalSales: paiseToRupees(paise(totalSales)),
    ...(totalExpenses === null
      ? {}
      : {
          totalExpenses: paiseToRupees(totalExpenses),
          netProfit: paiseToRupees(paise(totalSales - totalExpenses)),
        }),
    statusWise: statusWiseOf(totals),
    series: { unit: salesSeriesUnit(range), points: seriesOf(range, counted) },
    ...(outputTax && {
      outputTax: {
        cgst: paiseToRupees(outputTax.cgst),
        sgst: paiseToRupees(outputTax.sgst),
        igst: paiseToRupees(outputTax.igst),
        total: paiseToRupees(paise(outputTax.cgst + outputTax.sgst + outputTax.igst)),
      },
    }),
  };
}

/** Every status, drafts included, with zeros for those without bills. */
function statusWiseOf(totals: readonly DayStatusTotals[]): Record<BillStatus, StatusSummaryDto> {
  const ofStatus = (status: BillStatus): StatusSummaryDto => {
    const rows = totals.filter((row) => row.status === status);
    return { count: sumOf(rows, 'count'), totalAmount: paiseToRupees(paise(sumOf(rows, 'sales'))) };
  };
  return {
    draft: ofStatus('draft'),
    under_service: ofStatus('under_service'),
    completed: ofStatus('completed'),
  };
}

/** A bar for every day (or month) of the range, those without sales included as 0. */
function seriesOf(range: DayRange, counted: readonly DayStatusTotals[]) {
  const bars = new Map<CalendarDay, number>(salesSeriesStarts(range).map((start) => [start, 0]));
  for (const { day, sales } of counted) {
    const start = salesSeriesStartOf(day, range);
    bars.set(start, (bars.get(start) ?? 0) + sales);
  }
  return [...bars].map(([start, sales]) => ({ start, totalSales: paiseToRupees(paise(sales)) }));
}

function sumOf(rows: readonly DayStatusTotals[], key: 'count' | 'sales' | 'items'): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}
