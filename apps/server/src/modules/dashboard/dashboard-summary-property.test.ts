import {
  addDays,
  BILL_STATUSES,
  paise,
  paiseToRupees,
  rupeesToPaise,
  salesSeriesStartOf,
  salesSeriesStarts,
  salesSeriesUnit,
  toShopDay,
  type BillDto,
  type BillStatus,
  type DayRange,
  type SummaryDto,
} from '@khatabill/domain';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billRequests, setBillCreatedAt } from '../../test/bills';
import { dashboardRequests, insertExpense } from '../../test/dashboard';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';

// The summary the server adds up in SQL equals one recomputed here, bill by bill, from the
// bills it answered and the moments they were made.

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** 18:30 UTC, when a day begins in India. */
const IST_MIDNIGHT = 18 * 60 + 30;
const MOBILES = ['7000000001', '7000000002', '7000000003'];

/** From 1 to 100 days (past 62 the series has a bar a month), somewhere in early 2025. */
const rangeArb = fc
  .record({ start: fc.nat({ max: 60 }), days: fc.integer({ min: 1, max: 100 }) })
  .map(({ start, days }): DayRange => {
    const from = addDays('2025-01-01', start);
    return { from, to: addDays(from, days - 1) };
  });

/** Minutes from UTC midnight of the range's first day: anywhere around it, often at a shop-local midnight. */
const momentArb = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -2 * DAY_MINUTES, max: 103 * DAY_MINUTES }) },
  {
    weight: 1,
    arbitrary: fc
      .record({ day: fc.integer({ min: -2, max: 102 }), minute: fc.integer({ min: -1, max: 1 }) })
      .map(({ day, minute }) => day * DAY_MINUTES + IST_MIDNIGHT + minute),
  },
);

const billArb = fc.record({
  customer: fc.nat({ max: MOBILES.length - 1 }),
  status: fc.constantFrom<BillStatus>(...BILL_STATUSES),
  lines: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      price: fc.integer({ min: 1, max: 200_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  discount: fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
    // A share of the items total, in thousandths, so that the discount never exceeds it.
    fc.record({ type: fc.constant('amount' as const), share: fc.integer({ min: 0, max: 1000 }) }),
  ),
  minute: momentArb,
});
type BillCase = typeof billArb extends fc.Arbitrary<infer T> ? T : never;

const expenseArb = fc.record({
  day: fc.integer({ min: -3, max: 103 }),
  amount: fc.integer({ min: 1, max: 1_000_000 }),
});

function billBody(bill: BillCase) {
  const itemsTotal = bill.lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  const discount =
    bill.discount.type === 'percent'
      ? bill.discount
      : {
          type: 'amount',
          value: paiseToRupees(paise(Math.floor((itemsTotal * bill.discount.share) / 1000))),
        };
  return {
    name: 'Customer',
    mobile: MOBILES[bill.customer],
    items: bill.lines.map((line, index) => ({
      name: `Item ${index}`,
      quantity: line.quantity,
      price: paiseToRupees(paise(line.price)),
    })),
    payment: { mode: 'cash', amountPaid: 0, discount },
    status: bill.status,
  };
}

type MadeBill = { bill: BillDto; createdAt: Date };
type Expense = { date: string; amount: number };

/** The summary by definition (product §14 "Summary"), bill by bill. */
function recompute(range: DayRange, made: MadeBill[], expenses: Expense[]): SummaryDto {
  const inRange = (day: string) => day >= range.from && day <= range.to;
  const bills = made
    .map(({ bill, createdAt }) => ({
      ...bill,
      day: toShopDay(createdAt),
      sales: rupeesToPaise(bill.totals.itemsTotal) - rupeesToPaise(bill.totals.discountAmount),
      quantity: bill.items.reduce((sum, item) => sum + item.quantity, 0),
    }))
    .filter((bill) => inRange(bill.day));
  const counted = bills.filter((bill) => bill.status !== 'draft');
  const sales = (list: typeof bills) => list.reduce((sum, bill) => sum + bill.sales, 0);
  const totalSales = sales(counted);
  const totalExpenses = expenses
    .filter((expense) => inRange(expense.date))
    .reduce((sum, expense) => sum + expense.amount, 0);
  const bars = new Map(salesSeriesStarts(range).map((start) => [start, 0]));
  for (const bill of counted) {
    const start = salesSeriesStartOf(bill.day, range);
    bars.set(start, (bars.get(start) ?? 0) + bill.sales);
  }
  const statusSummary = (status: BillStatus) => {
    const ofStatus = bills.filter((bill) => bill.status === status);
    return { count: ofStatus.length, totalAmount: paiseToRupees(paise(sales(ofStatus))) };
  };
  return {
    ...range,
    count: counted.length,
    totalCustomers: new Set(counted.map((bill) => bill.customerId)).size,
    totalItems: counted.reduce((sum, bill) => sum + bill.quantity, 0),
    totalSales: paiseToRupees(paise(totalSales)),
    totalExpenses: paiseToRupees(paise(totalExpenses)),
    netProfit: paiseToRupees(paise(totalSales - totalExpenses)),
    statusWise: {
      draft: statusSummary('draft'),
      under_service: statusSummary('under_service'),
      completed: statusSummary('completed'),
    },
    series: {
      unit: salesSeriesUnit(range),
      points: [...bars].map(([start, amount]) => ({
        start,
        totalSales: paiseToRupees(paise(amount)),
      })),
    },
  };
}

describeEachDatabase('dashboard summary', (getDatabase) => {
  const app = useTestApp(getDatabase);

  it('equals a recomputation bill by bill over random bills, days and expenses', async () => {
    await fc.assert(
      fc.asyncProperty(
        rangeArb,
        fc.array(billArb, { maxLength: 8 }),
        fc.array(expenseArb, { maxLength: 4 }),
        async (range, billCases, expenseCases) => {
          // A new shop each run: the earlier runs' shops hold bills on the same days.
          const { token, user } = await createTestShop(app());
          const shopId = user._id;
          const bills = billRequests(app, token);
          const made: MadeBill[] = [];
          for (const billCase of billCases) {
            const bill = await bills.createOk(billBody(billCase));
            const createdAt = new Date(Date.parse(range.from) + billCase.minute * MINUTE_MS);
            await setBillCreatedAt(app(), { shopId, billId: bill._id, createdAt });
            made.push({ bill, createdAt });
          }
          const expenses = expenseCases.map(({ day, amount }) => ({
            date: addDays(range.from, day),
            amount,
          }));
          for (const expense of expenses) await insertExpense(app(), { shopId, ...expense });

          const summary = await dashboardRequests(app, token).summary(range.from, range.to);

          expect(summary).toEqual(recompute(range, made, expenses));
        },
      ),
      { numRuns: 15 },
    );
  });
});
