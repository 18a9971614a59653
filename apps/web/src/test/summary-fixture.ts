import type { SummaryDto } from '@khatabill/domain';

/** A summary as the API answers it for a shop with the profit feature, 1–3 March 2026. */
export function makeSummary(overrides: Partial<SummaryDto> = {}): SummaryDto {
  return {
    from: '2026-03-01',
    to: '2026-03-03',
    count: 2,
    totalCustomers: 2,
    totalItems: 3,
    totalSales: 1500,
    totalExpenses: 400,
    netProfit: 1100,
    statusWise: {
      draft: { count: 1, totalAmount: 300 },
      under_service: { count: 1, totalAmount: 500 },
      completed: { count: 1, totalAmount: 1000 },
    },
    series: {
      unit: 'day',
      points: [
        { start: '2026-03-01', totalSales: 1000 },
        { start: '2026-03-02', totalSales: 0 },
        { start: '2026-03-03', totalSales: 500 },
      ],
    },
    ...overrides,
  };
}

/** The same summary as a shop without the profit feature gets it: no expenses, no profit. */
export function makeSummaryWithoutProfit(overrides: Partial<SummaryDto> = {}): SummaryDto {
  const { totalExpenses: _expenses, netProfit: _profit, ...summary } = makeSummary(overrides);
  return summary;
}
