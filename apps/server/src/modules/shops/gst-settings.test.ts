import { MESSAGES } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop, sendForm } from '../../test/factories';

/** A GSTIN whose check character is right (Maharashtra, 27). */
const GSTIN = '27AAPFU0939F1ZV';

describeEachDatabase('Settings → GST', (getDatabase) => {
  const app = useTestApp(getDatabase);

  const putSettings = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url: '/api/auth/settings', headers: authHeader(token), payload });
  const settingsOf = async (token: string) =>
    (await app().inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) })).json()
      .data.settings;

  it('leaves an unregistered shop as it was: no gst in its settings, also after a save', async () => {
    const { token } = await createTestShop(app());
    expect(await settingsOf(token)).not.toHaveProperty('gst');

    const saved = await putSettings(token, { gst: { registration: 'none' }, footerNote: 'Thanks' });

    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).not.toHaveProperty('gst');
  });

  it('registers a shop: the GSTIN read in upper case, its state, the shop name as legal name', async () => {
    const { token } = await createTestShop(app(), { shopName: 'Sharma Repairs' });

    const response = await putSettings(token, {
      gst: {
        registration: 'regular',
        gstin: ` ${GSTIN.toLowerCase()} `,
        defaultRate: '18',
        defaultHsn: '998713',
      },
      invoicePrefix: 'INV/',
    });

    expect(response.statusCode).toBe(200);
    const gst = {
      registration: 'regular',
      gstin: GSTIN,
      legalName: 'Sharma Repairs',
      stateCode: '27',
      pricesIncludeTax: true,
      defaultRate: 18,
      defaultHsn: '998713',
    };
    expect(response.json().data.settings.gst).toEqual(gst);
    expect((await settingsOf(token)).gst).toEqual(gst);
  });

  it('takes the settings as a multipart form too, and turns GST off again', async () => {
    const { token } = await createTestShop(app());
    const registered = await sendForm(app(), {
      method: 'PUT',
      url: '/api/auth/settings',
      token,
      fields: {
        gst: JSON.stringify({
          registration: 'composition',
          gstin: GSTIN,
          legalName: 'Asha Traders',
        }),
        invoicePrefix: 'A-',
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.settings.gst).toMatchObject({
      registration: 'composition',
      legalName: 'Asha Traders',
      defaultRate: 18,
    });

    const off = await putSettings(token, { gst: { registration: 'none' } });

    expect(off.statusCode).toBe(200);
    expect(off.json().data.settings.gst).toMatchObject({ registration: 'none' });
  });

  describe('refuses bad input with the field message, and saves nothing', () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        'a GSTIN of the wrong length',
        { gstin: '27AAPFU0939F1Z' },
        { 'gst.gstin': MESSAGES.gstinLength },
      ],
      [
        'a GSTIN of the wrong pattern',
        { gstin: '27AAPF10939F1ZV' },
        { 'gst.gstin': MESSAGES.gstinFormat },
      ],
      ['a GSTIN of no state', { gstin: '99AAPFU0939F1ZV' }, { 'gst.gstin': MESSAGES.gstinState }],
      [
        'a GSTIN with a typo',
        { gstin: '27AAPFU0939F1ZW' },
        { 'gst.gstin': MESSAGES.gstinChecksum },
      ],
      ['no GSTIN for a registered shop', { gstin: '' }, { 'gst.gstin': MESSAGES.gstinRequired }],
      [
        'a rate not in force',
        { gstin: GSTIN, defaultRate: 12 },
        { 'gst.defaultRate': MESSAGES.gstRateInvalid },
      ],
      [
        'an HSN of the wrong length',
        { gstin: GSTIN, defaultHsn: '12345' },
        { 'gst.defaultHsn': MESSAGES.hsnInvalid },
      ],
    ];
    it.each(cases)('%s', async (_, gst, errors) => {
      const { token } = await createTestShop(app());

      const response = await putSettings(token, { gst: { registration: 'regular', ...gst } });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect(await settingsOf(token)).not.toHaveProperty('gst');
    });

    it('an invoice prefix a GST invoice number cannot carry, sent or already saved', async () => {
      const { token } = await createTestShop(app());
      await putSettings(token, { invoicePrefix: 'SHARMA-' });

      const withSaved = await putSettings(token, {
        gst: { registration: 'regular', gstin: GSTIN },
      });
      const withSent = await putSettings(token, {
        gst: { registration: 'regular', gstin: GSTIN },
        invoicePrefix: 'IN_V',
      });

      for (const response of [withSaved, withSent]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ invoicePrefix: MESSAGES.gstInvoicePrefixInvalid });
      }
      expect(await settingsOf(token)).not.toHaveProperty('gst');

      const registered = await putSettings(token, {
        gst: { registration: 'regular', gstin: GSTIN },
        invoicePrefix: 'SR/',
      });
      expect(registered.statusCode).toBe(200);
      const longer = await putSettings(token, { invoicePrefix: 'SHARMA-' });
      expect(longer.statusCode).toBe(400);
    });
  });
});
