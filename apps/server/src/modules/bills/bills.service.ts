import {
  AppError,
  entitlements,
  PLAN_MESSAGES,
  shopDayRange,
  type BillDto,
  type PagedList,
} from '@khatabill/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { findShopFieldConfig, findUserById, type ShopFieldConfig } from '../auth/auth.repository';
import { groupByBill, toBillDto } from './bill-dto';
import type { BillSearchQuery } from './bills.schema';
import {
  findBillRow,
  listEventsOfBills,
  listItemsOfBills,
  searchBillRows,
  type BillRow,
} from './bills.repository';
import { BILL_NOT_FOUND, LOGIN_AGAIN } from '../../messages';

export async function getBill(
  db: Database,
  { shopId, billId }: { shopId: string; billId: string },
): Promise<BillDto> {
  assertBillId(billId);
  const row = await findBillRow(db, { shopId, billId });
  if (!row) throw new AppError('NOT_FOUND', BILL_NOT_FOUND);
  const [dto] = await toBillDtos(db, shopId, [row]);
  if (!dto) throw new Error('a bill row lost its answer');
  return dto;
}

/** The Bill Book: newest first, by invoice number or customer, within shop-local days. */
export async function searchBills(
  db: Database,
  { shopId, query, now }: { shopId: string; query: BillSearchQuery; now: Date },
): Promise<PagedList<BillDto>> {
  const shop = await findUserById(db, shopId);
  if (!shop) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  const { search, from, to, page, limit } = query;
  if ((from || to) && !entitlements(shop, now).can.billBookDateFilter) {
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.dateFilterExpired);
  }
  const { rows, total } = await searchBillRows(db, {
    shopId,
    text: search || null,
    start: from ? shopDayRange(from, from, shop.timeZone).start : null,
    endExclusive: to ? shopDayRange(to, to, shop.timeZone).endExclusive : null,
    limit,
    offset: (page - 1) * limit,
  });
  return { data: await toBillDtos(db, shopId, rows), total, page, limit };
}

const NO_FIELDS: ShopFieldConfig = { serviceFields: [], serviceDetails: [] };

/** Answers for several bills with three more queries in all (items, timelines, the shop's fields). */
export async function toBillDtos(
  db: Database,
  shopId: string,
  rows: readonly BillRow[],
): Promise<BillDto[]> {
  const billIds = rows.map((row) => row.id);
  const [items, events, fields] = await Promise.all([
    listItemsOfBills(db, { shopId, billIds }),
    listEventsOfBills(db, { shopId, billIds }),
    findShopFieldConfig(db, shopId),
  ]);
  const itemsByBill = groupByBill(items);
  const eventsByBill = groupByBill(events);
  return rows.map((row) =>
    toBillDto(
      row,
      itemsByBill.get(row.id) ?? [],
      eventsByBill.get(row.id) ?? [],
      fields ?? NO_FIELDS,
    ),
  );
}

const uuid = z.uuid();

/** A malformed id names no bill: the same 404 as another shop's id. */
export function assertBillId(billId: string): void {
  if (!uuid.safeParse(billId).success) throw new AppError('NOT_FOUND', BILL_NOT_FOUND);
}
