import type { CustomField, UserDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';

const CONFIGURED_ORDER = [
  'IMEI',
  'Brand / Model',
  'Problem Description',
  'Password / Pattern',
  'Accessories Given',
];
const PASSWORD = '1234';

// Sent in the order jsonb stores keys (shortest first), so only a fix can restore the order.
const repairValues = {
  IMEI: '356938035643809',
  'Brand / Model': 'Redmi Note 12',
  'Accessories Given': 'Charger',
  'Password / Pattern': PASSWORD,
  'Problem Description': 'Screen cracked',
};

type Labelled = { label: string };
const labelsOf = (values: Labelled[]) => values.map((value) => value.label);

describeEachDatabase('receipt privacy and field order', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function repairShopWithBill() {
    const session = await createTestShop(app(), {
      billingMode: ['product', 'service'],
      businessType: 'mobile-laptop-repair',
    });
    const bill = await billRequests(app, session.token).createOk(
      billPayload({
        items: [{ name: 'Screen replacement', quantity: 1, price: 2500 }],
        status: 'under_service',
        customFields: {
          serviceFields: repairValues,
          serviceInfo: { 'Advance Amount': '500', 'Assigned To': 'Vikas' },
        },
      }),
    );
    return { ...session, bill };
  }

  const fetchReceipt = async (shareToken: string | null) => {
    const response = await app().inject({ method: 'GET', url: `/api/public/bills/${shareToken}` });
    expect(response.statusCode).toBe(200);
    return response;
  };

  const putFields = async (token: string, fields: Record<string, unknown>) => {
    const response = await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: authHeader(token),
      payload: fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserDto }>().data;
  };

  it('keeps the password off the public receipt, lists the rest in the configured order', async () => {
    const { bill } = await repairShopWithBill();

    const response = await fetchReceipt(bill.shareToken);

    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toMatch(/password/i);
    const { customFields } = response.json().data;
    expect(customFields.serviceFields).toEqual([
      { label: 'IMEI', value: '356938035643809' },
      { label: 'Brand / Model', value: 'Redmi Note 12' },
      { label: 'Problem Description', value: 'Screen cracked' },
      { label: 'Accessories Given', value: 'Charger' },
    ]);
    expect(customFields.serviceInfo).toEqual([
      { label: 'Assigned To', value: 'Vikas' },
      { label: 'Advance Amount', value: '500' },
    ]);
  });

  it("still gives the shop every value, in the configured order, on the bill's answers", async () => {
    const { token, bill } = await repairShopWithBill();
    const bills = billRequests(app, token);

    expect(Object.keys(bill.customFields.serviceFields)).toEqual(CONFIGURED_ORDER);
    const fetched = (await bills.get(bill._id)).json().data;
    expect(fetched.customFields.serviceFields).toEqual(repairValues);
    expect(Object.keys(fetched.customFields.serviceFields)).toEqual(CONFIGURED_ORDER);
    expect(Object.keys(fetched.customFields.serviceInfo)).toEqual([
      'Assigned To',
      'Advance Amount',
    ]);
    const [listed] = (await bills.search('search=Asha')).json().data;
    expect(Object.keys(listed.customFields.serviceFields)).toEqual(CONFIGURED_ORDER);
  });

  it("follows the shop's current switches for bills made before the change", async () => {
    const { token, user, bill } = await repairShopWithBill();
    const { serviceFields, serviceDetails } = user.settings;
    const showAll = (fields: CustomField[]) =>
      fields.map((field) => ({ ...field, showOnReceipt: true }));

    await putFields(token, {
      serviceFields: showAll(serviceFields),
      serviceDetails: serviceDetails.map((field) => ({
        ...field,
        showOnReceipt: field.label !== 'Assigned To',
      })),
    });
    const shown = (await fetchReceipt(bill.shareToken)).json().data;

    expect(shown.customFields.serviceFields).toContainEqual({
      label: 'Password / Pattern',
      value: PASSWORD,
    });
    expect(labelsOf(shown.customFields.serviceFields)).toEqual(CONFIGURED_ORDER);
    expect(shown.customFields.serviceInfo).toEqual([{ label: 'Advance Amount', value: '500' }]);
    // Hiding a field never changes money: the totals are the bill's own.
    expect(shown.totals).toEqual(bill.totals);
  });

  it('reads settings saved without the switch with the default: a password stays private', async () => {
    const { token, user, bill } = await repairShopWithBill();
    const { serviceFields } = user.settings;
    await app()
      .db.update(users)
      .set({ serviceFields: serviceFields.map(({ label, type }) => ({ label, type })) })
      .where(eq(users.id, user._id));

    const me = await app().inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authHeader(token),
    });
    const receipt = await fetchReceipt(bill.shareToken);

    expect(me.json().data.settings.serviceFields).toEqual(serviceFields);
    expect(serviceFields.find((field) => field.label === 'Password / Pattern')).toMatchObject({
      showOnReceipt: false,
    });
    expect(receipt.body).not.toContain(PASSWORD);
  });

  it('treats a value under a label no longer configured by the default rule, after the others', async () => {
    const { token, bill } = await repairShopWithBill();
    await billRequests(app, token).edit(bill._id, {
      ...billPayload({ items: [{ name: 'Screen replacement', quantity: 1, price: 2500 }] }),
      mobile: bill.mobile,
      status: 'under_service',
      customFields: { serviceFields: { ...repairValues, Colour: 'Blue' } },
    });
    await putFields(token, {
      serviceFields: [
        { label: 'Brand / Model', type: 'text', showOnReceipt: true },
        { label: 'IMEI', type: 'text', showOnReceipt: true },
      ],
    });

    const receipt = await fetchReceipt(bill.shareToken);

    expect(receipt.body).not.toContain(PASSWORD);
    expect(labelsOf(receipt.json().data.customFields.serviceFields)).toEqual([
      'Brand / Model',
      'IMEI',
      'Accessories Given',
      'Colour',
      'Problem Description',
    ]);
  });
});
