import {
  AppError,
  CUSTOMER_SEARCH_MIN,
  paiseToRupees,
  rupeesToPaise,
  type CustomerDetailDto,
  type CustomerDuesDto,
  type CustomerDto,
  type CustomerInput,
  type CustomerUpdateInput,
} from '@khatabill/domain';
import type { Database, RowLock, Tx } from '../../db/client';
import type { Maker } from '../auth/maker';
import { listCustomerEntries, recordLedgerEntry } from '../ledger/ledger.service';
import { toCustomerDto, toMinimalCustomerDto, type MinimalCustomerDto } from './customer-dto';
import {
  deleteCustomerRow,
  findCustomerById,
  findCustomerByMobile,
  hasBills,
  insertCustomer,
  isMobileTakenError,
  listCustomerPage,
  listMinimalCustomers,
  searchCustomerRows,
  listLargestDues,
  sumDues,
  updateCustomerContact,
  type CustomerRow,
  type SearchTerm,
} from './customers.repository';
import { CUSTOMER_EXISTS, CUSTOMER_IN_USE, CUSTOMER_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

const SEARCH_LIMIT = 10;
const TOP_DUES = 5;

export type CustomerList = {
  data: CustomerDto[];
  total: number;
  page: number;
  limit: number;
  totalDue: number;
};

export async function listCustomers(
  db: Database,
  { shopId, q, page, limit }: { shopId: string; q?: string; page: number; limit: number },
): Promise<CustomerList> {
  const term = q?.trim() ? toSearchTerm(q) : null;
  const [{ rows, total }, due] = await Promise.all([
    listCustomerPage(db, { shopId, term, limit, offset: (page - 1) * limit }),
    sumDues(db, { shopId }),
  ]);
  return { data: rows.map(toCustomerDto), total, page, limit, totalDue: paiseToRupees(due.total) };
}

/** The dashboard's khata question: how much is owed in all, by how many, and who owes the most. */
export async function getCustomerDues(
  db: Database,
  { shopId }: { shopId: string },
): Promise<CustomerDuesDto> {
  const [{ total, customersOwing }, top] = await Promise.all([
    sumDues(db, { shopId }),
    listLargestDues(db, { shopId, limit: TOP_DUES }),
  ]);
  return { totalDue: paiseToRupees(total), customersOwing, top: top.map(toCustomerDto) };
}

/** Up to 10 customers by name or mobile; fewer than 2 characters find nobody. */
export async function searchCustomers(
  db: Database,
  { shopId, q }: { shopId: string; q: string },
): Promise<CustomerDto[]> {
  const term = toSearchTerm(q);
  if (term.text.length < CUSTOMER_SEARCH_MIN) return [];
  const rows = await searchCustomerRows(db, { shopId, term, limit: SEARCH_LIMIT });
  return rows.map(toCustomerDto);
}

export async function listCustomersForPicker(
  db: Database,
  { shopId }: { shopId: string },
): Promise<MinimalCustomerDto[]> {
  return (await listMinimalCustomers(db, { shopId })).map(toMinimalCustomerDto);
}

export async function getCustomer(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<CustomerDetailDto> {
  const customer = await findCustomerOrFail(db, { shopId, customerId });
  const transactions = await listCustomerEntries(db, { shopId, customerId: customer.id });
  return { ...toCustomerDto(customer), transactions };
}

export async function createCustomer(
  db: Database,
  { shopId, input }: { shopId: string; input: CustomerInput },
): Promise<CustomerDto> {
  const row = await insertCustomer(db, { shopId, ...input });
  if (!row) throw new AppError('CONFLICT', CUSTOMER_EXISTS);
  return toCustomerDto(row);
}

/**
 * Renames the customer and records the manual entry, if any, in one transaction: either
 * both happen or neither. An amount of 0 records nothing (product §14 "Small rules").
 */
export async function updateCustomer(
  db: Database,
  {
    shopId,
    customerId,
    input: { name, mobile, payment },
    maker,
  }: {
    shopId: string;
    customerId: string;
    input: CustomerUpdateInput;
    /** Who records the payment, if any (product §17). */
    maker: Maker;
  },
): Promise<CustomerDto> {
  assertIdOr404(customerId, CUSTOMER_NOT_FOUND);
  try {
    const row = await db.transaction(async (tx) => {
      // The update also locks the row, so the entry below is the next change to the balance.
      const updated = await updateCustomerContact(tx, { shopId, customerId, name, mobile });
      if (!updated) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
      const amount = rupeesToPaise(payment?.amount ?? 0);
      if (!payment || amount === 0) return updated;
      await recordLedgerEntry(tx, {
        shopId,
        customerId,
        type: payment.type,
        amount,
        note: payment.note ?? '',
        ...maker,
      });
      return findCustomerOrFail(tx, { shopId, customerId });
    });
    return toCustomerDto(row);
  } catch (error) {
    // The unique index on (shop, mobile) is the one check, so two racing edits cannot both pass.
    if (isMobileTakenError(error)) throw new AppError('CONFLICT', CUSTOMER_EXISTS);
    throw error;
  }
}

/** Only a customer without bills and with a zero balance goes; their entries go with them. */
export async function deleteCustomer(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<void> {
  assertIdOr404(customerId, CUSTOMER_NOT_FOUND);
  await db.transaction(async (tx) => {
    // The lock keeps a bill save from adding a bill or an entry between the check and the delete.
    const customer = await findCustomerById(tx, { shopId, customerId }, { lock: 'update' });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    if (customer.balance !== 0 || (await hasBills(tx, { shopId, customerId }))) {
      throw new AppError('CONFLICT', CUSTOMER_IN_USE);
    }
    await deleteCustomerRow(tx, { shopId, customerId });
  });
}

/**
 * The shop's customer with this mobile, or a new one with this name (a bill saved for a
 * number the shop does not know yet). When the Customer Manager adds the same mobile at
 * the same moment, the insert yields to that one.
 */
export async function findOrCreateCustomer(
  tx: Tx,
  { shopId, name, mobile }: { shopId: string; name: string; mobile: string },
): Promise<CustomerRow> {
  const customer =
    (await findCustomerByMobile(tx, { shopId, mobile })) ??
    (await insertCustomer(tx, { shopId, name, mobile })) ??
    (await findCustomerByMobile(tx, { shopId, mobile }));
  if (!customer) throw new Error('a customer vanished while a bill was saved');
  return customer;
}

/** The shop's customer with this id; 404 for a malformed, unknown or another shop's id. */
export async function findCustomerOrFail(
  db: Database,
  { shopId, customerId, lock }: { shopId: string; customerId: string; lock?: RowLock },
): Promise<CustomerRow> {
  assertIdOr404(customerId, CUSTOMER_NOT_FOUND);
  const customer = await findCustomerById(db, { shopId, customerId }, { lock });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return customer;
}

/** Lower-cased text for names; the digits too when it reads as a (part of a) mobile number. */
export function toSearchTerm(q: string): SearchTerm {
  const text = q.trim().toLowerCase();
  if (!/^\+?[\d\s-]+$/.test(text)) return { text, digits: null };
  const digits = text.replace(/\D/g, '');
  // "+91 98…" is how a number is often pasted; customers are stored without the country code.
  const local = text.startsWith('+91') ? digits.slice(2) : digits;
  return { text, digits: local || null };
}
