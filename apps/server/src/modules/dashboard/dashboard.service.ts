import {
  AppError,
  dashboardRanges,
  entitlements,
  PLAN_MESSAGES,
  shopDayRange,
  type DayRange,
  type SummaryDto,
  type TopProductDto,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { getShop } from '../shops/shops.service';
import {
  countBilledCustomers,
  listTopProducts,
  sumBillsByStatusAndDay,
  sumOutputTax,
  type DayStatusTotals,
  type OutputTax,
} from './dashboard.repository';
import { billsAnswerCache, cachedUntilBillsChange } from '../bills/bill-answers-cache';
import { sumExpenseAmounts } from '../expenses/expenses.service';
import { toSummaryDto } from './summary-dto';

/**
 * The dashboard's own choices (product §2 "/dashboard"): Today, This Week, and the custom
 * default, this month.
 */
export type DashboardPreset = keyof ReturnType<typeof dashboardRanges>;

const TOP_PRODUCTS = 5;

const billSums = billsAnswerCache<{
  totals: readonly DayStatusTotals[];
  totalCustomers: number;
  outputTax: OutputTax | null;
}>();

/**
 * The Summary (product §14 "Summary") over shop-local days: a preset, or any range the plan
 * allows (an expired starter may ask only for the presets, whatever days it sends).
 */
export async function getSummary(
  db: Database,
  { shopId, range, now }: { shopId: string; range: DayRange | DashboardPreset; now: Date },
): Promise<SummaryDto> {
  const shop = await getShop(db, { shopId });
  const { can } = entitlements(shop, now);
  const presets = dashboardRanges(now, shop.timeZone);
  const days = typeof range === 'string' ? presets[range] : range;
  if (!can.customDashboardRange && !Object.values(presets).some((preset) => sameDays(preset, days)))
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.customRangeExpired);

  const window = { shopId, ...shopDayRange(days.from, days.to, shop.timeZone) };
  const { timeZone } = shop;
  const filesGstr1 = shop.gst?.registration === 'regular';
  const [{ totals, totalCustomers, outputTax }, totalExpenses] = await Promise.all([
    // The sums over a month's bills are read far more often than its bills change.
    cachedUntilBillsChange(
      db,
      billSums(db),
      { shopId, key: ['summary', timeZone, window.start, window.endExclusive, filesGstr1] },
      async () => {
        const [totals, totalCustomers, outputTax] = await Promise.all([
          sumBillsByStatusAndDay(db, { ...window, timeZone }),
          countBilledCustomers(db, window),
          filesGstr1 ? sumOutputTax(db, window) : null,
        ]);
        return { totals, totalCustomers, outputTax };
      },
    ),
    can.profitCards ? sumExpenseAmounts(db, { shopId, ...days }) : null,
  ]);
  return toSummaryDto({ range: days, totals, totalCustomers, totalExpenses, outputTax });
}

/**
 * Most Sold Products (product §2 "/dashboard"): the top five by quantity this shop-local
 * month, drafts aside.
 */
export async function getTopProducts(
  db: Database,
  { shopId, now }: { shopId: string; now: Date },
): Promise<TopProductDto[]> {
  const shop = await getShop(db, { shopId });
  const { month } = dashboardRanges(now, shop.timeZone);
  const window = { shopId, ...shopDayRange(month.from, month.to, shop.timeZone) };
  return listTopProducts(db, { ...window, limit: TOP_PRODUCTS });
}

const sameDays = (a: DayRange, b: DayRange) => a.from === b.from && a.to === b.to;
