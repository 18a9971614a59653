import { randomBytes } from 'node:crypto';
import {
  AppError,
  maskMobile,
  paiseToRupees,
  statementLines,
  upiPaymentUrl,
  paise,
  type Paise,
  type PublicStatementDto,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { findCustomerOrFail } from '../customers/customers.service';
import { fileUrl } from '../files/images';
import { listLedgerEntries } from '../ledger/ledger.service';
import {
  deleteStatementToken,
  findStatementByToken,
  findStatementToken,
  insertStatementToken,
} from './statements.repository';
import { STATEMENT_NOT_FOUND } from '../../messages';

// 16 random bytes (128 bits) in base64url, as a bill's share token (product §10 "Public links
// and tokens").
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

type CustomerRef = { shopId: string; customerId: string };

/** The customer's statement token, made on the first Share; 404 for another shop's customer. */
export async function getStatementLink(db: Database, ref: CustomerRef): Promise<{ token: string }> {
  await findCustomerOrFail(db, ref);
  const token =
    (await findStatementToken(db, ref)) ??
    (await insertStatementToken(db, { ...ref, token: newToken() })) ??
    (await findStatementToken(db, ref));
  if (!token) throw new Error('a statement link vanished while it was made');
  return { token };
}

/** A new token for the customer: the old link answers 404 from now on. */
export async function resetStatementLink(
  db: Database,
  ref: CustomerRef,
): Promise<{ token: string }> {
  return db.transaction(async (tx) => {
    // The lock orders two resets of one customer: the second replaces the first's token.
    await findCustomerOrFail(tx, { ...ref, lock: 'update' });
    await deleteStatementToken(tx, ref);
    const token = await insertStatementToken(tx, { ...ref, token: newToken() });
    if (!token) throw new Error('a reset statement link was still there');
    return { token };
  });
}

/** The statement behind a link: a malformed, unknown or reset token is the same 404. */
export async function getPublicStatement(
  db: Database,
  { token }: { token: string },
): Promise<PublicStatementDto> {
  const found = TOKEN_PATTERN.test(token) ? await findStatementByToken(db, token) : undefined;
  if (!found) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND);
  const { customer, shop } = found;
  const entries = await listLedgerEntries(db, {
    shopId: customer.tenantId,
    customerId: customer.id,
  });
  const lines = statementLines(
    entries.map((entry) => ({ ...entry, billAdvance: entry.billAmounts?.advanceAmount ?? null })),
    customer.balance,
  );
  const due = paise(Math.max(0, -customer.balance));
  return {
    shop: {
      shopName: shop.shopName,
      shopImage: shop.shopImage ? fileUrl(shop.shopImage) : null,
      location: shop.location,
      language: shop.language,
    },
    customerName: customer.name,
    maskedMobile: maskMobile(customer.mobile),
    balance: paiseToRupees(customer.balance),
    entries: lines.map(({ entry, kind, type, amount, balance }) => ({
      kind,
      type,
      amount: paiseToRupees(amount),
      date: entry.createdAt.toISOString(),
      note: entry.note,
      balance: paiseToRupees(balance),
      invoiceNumber: entry.invoiceNumber,
      receiptToken: entry.shareToken,
      discount: kind === 'bill' ? discountOf(entry.billAmounts) : null,
    })),
    upiUrl: shop.upiId && due > 0 ? upiPaymentUrl(shop.upiId, shop.shopName, due) : null,
    timeZone: shop.timeZone,
  };
}

/** A bill's base amount and discount, as its receipt shows them; null when it had none. */
function discountOf(
  bill: { itemsTotal: Paise; discountAmount: Paise } | null,
): PublicStatementDto['entries'][number]['discount'] {
  if (!bill || bill.discountAmount === 0) return null;
  return {
    baseAmount: paiseToRupees(bill.itemsTotal),
    amount: paiseToRupees(bill.discountAmount),
  };
}
