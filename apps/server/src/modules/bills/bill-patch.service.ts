import type { BillDto, BillSaveResult } from '@khatabill/domain';
import { apply as applyMergePatch } from 'json-merge-patch';
import type { Maker } from '../auth/maker';
import type { Database } from '../../db/client';
import { openBillingPeriod } from '../shops/shop-billing.service';
import { assertStatusChange } from './bill-lifecycle';
import { findBillOrFail, saveBill } from './bill-save.service';
import { billBody } from './bills.schema';
import { toBillDtos } from './bills.service';
import { assertIdOr404 } from '../../lib/ids';
import { BILL_NOT_FOUND } from '../../messages';

/**
 * `PATCH /bills/{id}` (product §7 "Bills", §11 "Bills"): the fields sent are merged onto
 * the stored bill as a JSON merge patch (RFC 7396: objects merge, `null` removes, a list
 * replaces), and the result is checked and saved as a whole, exactly like an upsert. An
 * unknown or another shop's bill is a 404 and a completed one a 409, whatever the patch.
 */
export async function patchBill(
  db: Database,
  {
    shopId,
    billId,
    patch,
    now,
    maker,
  }: {
    shopId: string;
    billId: string;
    patch: Record<string, unknown>;
    now: Date;
    maker: Maker;
  },
): Promise<BillSaveResult> {
  assertIdOr404(billId, BILL_NOT_FOUND);
  return db.transaction(async (tx) => {
    // The shop's lock before the bill's, as every save and status change takes them: the
    // other way round, a patch and a status change of one bill would wait for each other.
    await openBillingPeriod(tx, { shopId, now });
    const stored = await findBillOrFail(tx, { shopId, billId });
    assertStatusChange(stored.status, stored.status);
    const [bill] = await toBillDtos(tx, { shopId, rows: [stored] });
    if (!bill) throw new Error('a bill row lost its answer');

    const input = billBody.parse(applyMergePatch(billFieldsOf(bill), patch));
    const { saved } = await saveBill(tx, { shopId, billId, input, now, maker });
    return saved;
  });
}

/** The stored bill in the shape a save takes (rupees, as the API speaks). */
function billFieldsOf(bill: BillDto): Record<string, unknown> {
  return {
    name: bill.name,
    mobile: bill.mobile,
    customerId: bill.customerId,
    items: bill.items.map(({ name, quantity, price, productId, hsn, unit, gstRate }) => ({
      name,
      quantity,
      price,
      productId,
      // A registered shop's line keeps its GST; a plain bill's has none to keep.
      ...(gstRate !== undefined && { hsn: hsn ?? '', unit, gstRate }),
    })),
    payment: {
      mode: bill.payment.mode,
      amountPaid: bill.payment.amountPaid,
      discount: bill.payment.discount,
    },
    customFields: bill.customFields,
    reminder: bill.reminder,
    notes: bill.notes,
    status: bill.status,
    ...(bill.gst && {
      gst: {
        customerGstin: bill.gst.customerGstin ?? '',
        customerAddress: bill.gst.customerAddress ?? '',
        placeOfSupply: bill.gst.placeOfSupply,
      },
    }),
  };
}
