import {
  AppError,
  entitlements,
  PLAN_MESSAGES,
  shopDayRange,
  type BillDto,
  type BillListItemDto,
  type PagedList,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import type { ShopFieldConfig } from '../shops/shops.repository';
import { getShop, getShopFieldConfig } from '../shops/shops.service';
import { groupByBill, toBillDto, toBillListItemDto } from './bill-dto';
import type { BillSearchQuery } from './bills.schema';
import {
  findBillRow,
  listEventsOfBills,
  countBillMatches,
  listBillListPage,
  listBillPage,
  listItemsOfBills,
  type BillRow,
  type BillSearch,
} from './bills.repository';
import { billsAnswerCache, cachedUntilBillsChange } from './bill-answers-cache';
import { BILL_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

export async function getBill(
  db: Database,
  { shopId, billId }: { shopId: string; billId: string },
): Promise<BillDto> {
  assertIdOr404(billId, BILL_NOT_FOUND);
  const row = await findBillRow(db, { shopId, billId });
  if (!row) throw new AppError('NOT_FOUND', BILL_NOT_FOUND);
  const [dto] = await toBillDtos(db, { shopId, rows: [row] });
  if (!dto) throw new Error('a bill row lost its answer');
  return dto;
}

const searchTotals = billsAnswerCache<number>();

/**
 * The Bill Book: newest first, by invoice number or customer, within shop-local days. Whole
 * bills by default; `fields: 'list'` reads only the columns the list shows, and none of the
 * items and timelines (a third of the bytes: Bill Book loads a bill when it is opened).
 */
export async function searchBills(
  db: Database,
  { shopId, query, now }: { shopId: string; query: BillSearchQuery; now: Date },
): Promise<PagedList<BillDto> | PagedList<BillListItemDto>> {
  const shop = await getShop(db, { shopId });
  const { search, from, to, memberId, page, limit, fields } = query;
  if ((from || to) && !entitlements(shop, now).can.billBookDateFilter) {
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.dateFilterExpired);
  }
  const matching: BillSearch = {
    shopId,
    text: search || null,
    start: from ? shopDayRange(from, from, shop.timeZone).start : null,
    endExclusive: to ? shopDayRange(to, to, shop.timeZone).endExclusive : null,
    memberId: memberId ?? null,
  };
  // Counting every match costs far more than reading a page (all of a shop's 3 000 "Amit"
  // bills against 50): the count is kept until the shop's bills change.
  const pageOf = { ...matching, limit, offset: (page - 1) * limit };
  const countAll = () =>
    cachedUntilBillsChange(
      db,
      searchTotals(db),
      {
        shopId,
        key: ['search', matching.text, matching.start, matching.endExclusive, matching.memberId],
      },
      () => countBillMatches(db, matching),
    );
  if (fields === 'list') {
    const [rows, total] = await Promise.all([listBillListPage(db, pageOf), countAll()]);
    return { data: rows.map(toBillListItemDto), total, page, limit };
  }
  const [rows, total] = await Promise.all([listBillPage(db, pageOf), countAll()]);
  // The shop's row is at hand: its fields need no second read.
  return { data: await toBillDtos(db, { shopId, rows, fields: shop }), total, page, limit };
}

/**
 * Answers for several bills with three more queries in all (items, timelines, the shop's
 * fields unless the caller has them), one after the other: `db` may be a transaction's one
 * connection.
 */
export async function toBillDtos(
  db: Database,
  {
    shopId,
    rows,
    fields: knownFields,
  }: { shopId: string; rows: readonly BillRow[]; fields?: ShopFieldConfig },
): Promise<BillDto[]> {
  const billIds = rows.map((row) => row.id);
  const items = await listItemsOfBills(db, { shopId, billIds });
  const events = await listEventsOfBills(db, { shopId, billIds });
  const fields = knownFields ?? (await getShopFieldConfig(db, { shopId }));
  const itemsByBill = groupByBill(items);
  const eventsByBill = groupByBill(events);
  return rows.map((row) =>
    toBillDto(row, itemsByBill.get(row.id) ?? [], eventsByBill.get(row.id) ?? [], fields),
  );
}
