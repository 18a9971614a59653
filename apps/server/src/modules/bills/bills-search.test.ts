import type { BillDto } from '@khatabill/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { escapeLike } from '../../db/like';
import { bills } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { billPayload, billRequests, freshCustomerMobile } from '../../test/bills';

// The Bill Book's search runs on trigram indexes (migration 0005) when the planner finds them
// cheaper: whichever plan runs, a term matches the same bills.
describeEachDatabase('bill search matching', (getDatabase) => {
  const app = useTestApp(getDatabase);
  let shopId = '';
  let search: (term: string) => Promise<string[]>;
  const mobile = freshCustomerMobile();

  beforeAll(async () => {
    const session = await createTestShop(app());
    shopId = session.user._id;
    const api = billRequests(app, session.token);
    const names = ['Amit Kumar', 'AMITA SHAH', 'अमित शर्मा', 'Sumit Rao', '50% Off', 'A_mit'];
    for (const name of names) {
      const bill = await api.createOk(
        billPayload({ name, ...(name === 'Sumit Rao' && { mobile }) }),
      );
      // The form's checks aside, a name holding LIKE's wildcards must still match literally.
      await renameBill(bill, name);
    }
    // Other bills, so that a match is picked out of many.
    await app().db.execute(
      sql`insert into ${bills} (tenant_id, invoice_number, customer_name, mobile, status,
            amount_paid, discount_type, discount_value, items_total, discount_amount,
            advance_amount, final_total, pending, to_return)
          select ${shopId}, 'F-' || n, 'Filler ' || n, '7000000000', 'completed',
                 0, 'amount', 0, 100, 0, 0, 100, 100, 0
          from generate_series(1, 1000) as n`,
    );
    await app().db.execute(sql`analyze ${bills}`);
    const other = await createTestShop(app());
    await billRequests(app, other.token).createOk(billPayload({ name: 'Amit Other' }));
    search = async (term) => {
      const response = await api.search(`search=${encodeURIComponent(term)}`);
      return response.json<{ data: BillDto[] }>().data.map((bill) => bill.name);
    };
  });

  async function renameBill(bill: BillDto, name: string) {
    await app()
      .db.update(bills)
      .set({ customerName: name })
      .where(and(eq(bills.tenantId, shopId), eq(bills.id, bill._id)));
  }

  /**
   * The search's condition answered by the trigram indexes alone: sequential and plain index
   * scans off, and the shop compared as text so that no btree index can find its bills.
   */
  async function searchOnTrigrams(text: string) {
    const pattern = `%${escapeLike(text)}%`;
    return app().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const query = sql`select ${bills.customerName} as name from ${bills}
        where ${bills.tenantId}::text = ${shopId}
          and (${bills.invoiceNumber} ilike ${pattern} or ${bills.customerName} ilike ${pattern}
               or ${bills.mobile} ilike ${pattern})
        order by ${bills.createdAt} desc, ${bills.id} desc`;
      const plan = await queryRows(tx, sql`explain ${query}`);
      const rows = await queryRows(tx, query);
      return { names: rows.map((row) => String(row.name)), plan: JSON.stringify(plan) };
    });
  }

  const cases: [string, string[]][] = [
    ['amit', ['AMITA SHAH', 'Amit Kumar']],
    ['AMIT', ['AMITA SHAH', 'Amit Kumar']],
    ['अमित', ['अमित शर्मा']],
    ['%', ['50% Off']],
    ['_mit', ['A_mit']],
    ['mi', ['A_mit', 'Sumit Rao', 'AMITA SHAH', 'Amit Kumar']],
    [mobile.slice(-5), ['Sumit Rao']],
    ['INV-3', ['अमित शर्मा']],
  ];

  describe.each(cases)('%s', (term, expected) => {
    it('matches anywhere, whatever the case, literally, in this shop only', async () => {
      expect(await search(term)).toEqual(expected);
    });

    it('matches the same bills on the trigram indexes', async () => {
      const { names, plan } = await searchOnTrigrams(term);
      expect(names).toEqual(expected);
      expect(plan).toContain('bills_tenant_search_trgm_idx');
    });
  });
});
