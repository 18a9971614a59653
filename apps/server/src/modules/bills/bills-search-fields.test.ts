import { gunzipSync } from 'node:zlib';
import type { BillDto, BillListItemDto, PagedList } from '@khatabill/domain';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader } from '../../test/factories';
import type { billRequests } from '../../test/bills';
import { billPayload, freshCustomerMobile, shopWithBillApi } from '../../test/bills';

const PAGE = 50;
/** The Bill Book's first page, as the browser downloads it. */
const LIST_BUDGET_BYTES = 15_000;

const PRODUCTS = ['Samsung Galaxy A15 display combo', 'Tempered glass 9H', 'Type-C charging port'];
const LIST_KEYS: (keyof BillListItemDto)[] = [
  '_id',
  'invoiceNumber',
  'name',
  'customerName',
  'mobile',
  'totals',
  'status',
  'shareToken',
  'createdAt',
  'createdBy',
];

/** A repair shop's bill as typed at the counter: a long name, several items, a job's details. */
function repairBill(n: number) {
  return billPayload({
    name: `Customer ${n} Ramachandran Venkatasubramanian`,
    mobile: freshCustomerMobile(),
    items: Array.from({ length: 4 }, (_, i) => ({
      name: `${PRODUCTS[(n + i) % PRODUCTS.length]} #${n * 7 + i}`,
      quantity: 1 + ((n + i) % 3),
      price: 150 + ((n * 37 + i * 11) % 900) + 0.5,
    })),
    payment: { mode: 'upi', amountPaid: n % 5, discount: { type: 'percent', value: n % 10 } },
    customFields: {
      serviceFields: { IMEI: String(350000000000000 + n * 7919), Model: `SM-A15${n}F` },
      serviceInfo: { Problem: `Screen cracked after a fall, bill ${n}`, 'Advance Paid': 100 },
    },
    notes: `Collect the old display back; customer asked for a call before ${n % 28} o'clock.`,
    status: n % 3 === 0 ? 'under_service' : 'completed',
  });
}

describeEachDatabase('bill search fields', (getDatabase) => {
  const app = useTestApp(getDatabase);
  let token = '';
  let search: ReturnType<typeof billRequests>;

  beforeAll(async () => {
    const shop = await shopWithBillApi(app);
    token = shop.token;
    search = shop.api;
    for (let n = 1; n <= PAGE; n += 1) await shop.api.createOk(repairBill(n));
  });

  /** The first page gzipped (what every browser accepts): its bytes and its answer. */
  async function gzippedPage(query: string) {
    const response = await app().inject({
      method: 'GET',
      url: `/api/bills/search?limit=${PAGE}${query}`,
      headers: { ...authHeader(token), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    return {
      bytes: response.rawPayload.length,
      page: JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as PagedList<unknown>,
    };
  }

  it('answers 50 bills of the list within the budget, compressed', async () => {
    const list = await gzippedPage('&fields=list');
    const full = await gzippedPage('');

    expect(list.page.data).toHaveLength(PAGE);
    expect(list.bytes).toBeLessThanOrEqual(LIST_BUDGET_BYTES);
    // Compression alone keeps whole bills near the budget (about 9.5 kB here, 65 kB before
    // it): the list's own share must be at most half of that, or its trim is lost.
    expect(list.bytes).toBeLessThanOrEqual(full.bytes / 2);
  });

  it('answers each bill as the list shows it, matching the whole bill', async () => {
    const list = (await search.search('fields=list&search=Customer%2012')).json<
      PagedList<BillListItemDto>
    >();
    const full = (await search.search('search=Customer%2012')).json<PagedList<BillDto>>();

    expect(list.total).toBe(full.total);
    expect(list.data.map((bill) => Object.keys(bill).sort())).toEqual(
      full.data.map(() => [...LIST_KEYS].sort()),
    );
    expect(list.data).toEqual(
      full.data.map((bill) => Object.fromEntries(LIST_KEYS.map((key) => [key, bill[key]]))),
    );
  });

  it('answers whole bills by default, as before', async () => {
    const [bill] = (await search.search('limit=1')).json<PagedList<BillDto>>().data;

    expect(bill?.items).toHaveLength(4);
    expect(bill?.customFields.serviceFields).toMatchObject({ Model: expect.any(String) });
    expect(bill?.statusTimeline).not.toHaveLength(0);
  });

  it('refuses an unknown choice of fields with a clear message', async () => {
    const response = await search.search('fields=items');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { fields: 'Choose a valid option' } });
  });

  it("shows another shop's list none of this shop's bills", async () => {
    const other = await shopWithBillApi(app);
    await other.api.createOk(billPayload({ name: 'Customer Other' }));

    const list = (await other.api.search('fields=list&search=Customer')).json<
      PagedList<BillListItemDto>
    >();

    expect(list.data.map((bill) => bill.name)).toEqual(['Customer Other']);
    expect(list.total).toBe(1);
  });
});
