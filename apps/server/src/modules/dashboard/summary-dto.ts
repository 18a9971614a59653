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
import type { DaySales, StatusTotals } from './dashboard.repository';

export type SummaryParts = {
  range: DayRange;
  byStatus: readonly StatusTotals[];
  totalCustomers: number;
  byDay: readonly DaySales[];
  /** Null when the shop may not see expenses and profit: both keys are left out. */
  totalExpenses: Paise | null;
};

/** The summary answer from the sums SQL made (paise), turned into rupees here only. */
export function toSummaryDto(parts: SummaryParts): SummaryDto {
  const { range, byStatus, totalCustomers, byDay, totalExpenses } = parts;
  const counted = byStatus.filter((row) => row.status !== 'draft');
  const totalSales = sumPaise(counted.map((row) => row.sales));
  return {
    from: range.from,
    to: range.to,
    count: counted.reduce((sum, row) => sum + row.count, 0),
    totalCustomers,
    totalItems: counted.reduce((sum, row) => sum + row.items, 0),
    totalSales: paiseToRupees(totalSales),
    ...(totalExpenses === null
      ? {}
      : {
          totalExpenses: paiseToRupees(totalExpenses),
          netProfit: paiseToRupees(paise(totalSales - totalExpenses)),
        }),
    statusWise: statusWiseOf(byStatus),
    series: { unit: salesSeriesUnit(range), points: seriesOf(range, byDay) },
  };
}

/** Every status, with zeros for those without bills. */
function statusWiseOf(byStatus: readonly StatusTotals[]): Record<BillStatus, StatusSummaryDto> {
  const none = { count: 0, totalAmount: 0 };
  const statusWise: Record<BillStatus, StatusSummaryDto> = {
    draft: none,
    under_service: none,
    completed: none,
  };
  for (const { status, count, sales } of byStatus) {
    statusWise[status] = { count, totalAmount: paiseToRupees(sales) };
  }
  return statusWise;
}

/** A bar for every day (or month) of the range, days without sales included as 0. */
function seriesOf(range: DayRange, byDay: readonly DaySales[]) {
  const bars = new Map<CalendarDay, number>(salesSeriesStarts(range).map((start) => [start, 0]));
  for (const { day, sales } of byDay) {
    const start = salesSeriesStartOf(day, range);
    bars.set(start, (bars.get(start) ?? 0) + sales);
  }
  return [...bars].map(([start, sales]) => ({ start, totalSales: paiseToRupees(paise(sales)) }));
}

function sumPaise(amounts: readonly Paise[]): Paise {
  return paise(amounts.reduce((sum, amount) => sum + amount, 0));
}
