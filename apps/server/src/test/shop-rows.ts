import type { ProductDto } from '@khatabill/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { billRequests } from './bills';
import { campaignRequests } from './campaigns';
import { customerRequests } from './customers';
import { expenseRequests } from './expenses';
import { createTestShop, shopRequest, uniqueMobile } from './factories';
import { followupRequests, hoursFromNow } from './followups';
import { pngOf } from './images';
import { billWithReminder, shopToday } from './reminders';
import { staffRequests } from './staff';

/** A shop with one real row of every kind a shop owns, each named with the shop's `marker`. */
export type ShopRows = {
  shopId: string;
  token: string;
  marker: string;
  productId: string;
  customerId: string;
  customerMobile: string;
  billId: string;
  expenseId: string;
  followupId: string;
  campaignId: string;
  imageUrl: string;
  /** A staff member who has joined, and their mobile (10 digits). */
  memberId: string;
  memberMobile: string;
  /** That staff member's session. */
  staffToken: string;
  /** Every id, name and mobile above: none may appear in another shop's answers. */
  identifiers: string[];
};

/** Signs a shop up and fills it through the API, so every row is one the app itself made. */
export async function createShopWithRows(app: () => App, marker: string): Promise<ShopRows> {
  const { token, user } = await createTestShop(app(), { shopName: `${marker} Repairs` });
  const send = shopRequest(app, token);
  // Registered for GST, so its bill is a tax invoice and its GSTR-1 has a row to keep.
  const gst = await send('PUT', '/api/auth/settings', {
    gst: { registration: 'regular', gstin: '27AAPFU0939F1ZV' },
  });
  expect(gst.statusCode, gst.body).toBe(200);
  const customerMobile = uniqueMobile();
  const customer = await customerRequests(app).addCustomer(token, `${marker} Ravi`, customerMobile);
  await customerRequests(app).recordEntry(token, customer, 'debit', 120);
  const product = await send('POST', '/api/products', { name: `${marker} Screen`, price: 1499 });
  expect(product.statusCode, product.body).toBe(201);
  const productId = product.json<{ data: ProductDto }>().data._id;
  const bill = await billRequests(app, token).createOk(
    billWithReminder(
      { date: shopToday() },
      {
        name: `${marker} Ravi`,
        mobile: customerMobile,
        items: [{ name: `${marker} Screen`, quantity: 2, price: 1499, productId }],
        payment: { mode: 'cash', amountPaid: 500, discount: { type: 'amount', value: 0 } },
      },
    ),
  );
  const expense = await expenseRequests(app, token).createOk(`${marker} Rent`, 2500, shopToday());
  const followup = await followupRequests(app, token).createOk({
    customerId: customer._id,
    productId,
    scheduledAt: hoursFromNow(48),
    remindBefore: '1d',
    notes: `${marker} charger`,
  });
  const campaigns = campaignRequests(app, token);
  const upload = await campaigns.upload(await pngOf(40, 30 + marker.length));
  expect(upload.statusCode, upload.body).toBe(201);
  const imageUrl = upload.json<{ data: { path: string } }>().data.path;
  const campaign = await campaigns.createOk({ title: `${marker} Diwali`, bannerImage: imageUrl });
  const staff = await staffRequests(app, token).staffSession(`${marker} Asha`);
  const ids = {
    shopId: user._id,
    productId,
    customerId: customer._id,
    billId: bill._id,
    expenseId: expense._id,
    followupId: followup._id,
    campaignId: campaign._id,
    imageUrl,
    memberId: staff.member._id,
  };
  return {
    ...ids,
    token,
    marker,
    customerMobile,
    memberMobile: staff.mobile,
    staffToken: staff.session.token,
    identifiers: [...Object.values(ids), marker, customerMobile, staff.mobile],
  };
}
