import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestAdmin, createTestShop, uniqueMobile } from '../../test/factories';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('admin API', (getDatabase) => {
  const app = useTestApp(getDatabase, { TRIAL_DAYS: '0' });

  const findShops = (token: string, mobile: string) =>
    app().inject({
      method: 'GET',
      url: `/api/admin/shops?mobile=${encodeURIComponent(mobile)}`,
      headers: authHeader(token),
    });
  const setPlan = (token: string, shopId: string, payload: Record<string, unknown>) =>
    app().inject({
      method: 'PATCH',
      url: `/api/admin/shops/${shopId}/plan`,
      headers: authHeader(token),
      payload,
    });

  describe('GET /api/admin/shops', () => {
    it('finds a shop by 10 digits or +91 form', async () => {
      const admin = await createTestAdmin(app());
      const mobile = uniqueMobile();
      const { user } = await createTestShop(app(), { mobile });

      for (const form of [mobile, `+91${mobile}`]) {
        const response = await findShops(admin.token, form);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual([user]);
      }
      expect((await findShops(admin.token, uniqueMobile())).json()).toEqual({ data: [] });
    });

    it('answers 400 for a malformed mobile', async () => {
      const admin = await createTestAdmin(app());

      const response = await findShops(admin.token, '12345');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ mobile: 'Enter a valid 10-digit mobile' });
    });

    it('answers 403 to a shop and 401 to nobody', async () => {
      const shop = await createTestShop(app());

      const asShop = await findShops(shop.token, shop.user.mobile);
      const anonymous = await app().inject({
        method: 'GET',
        url: '/api/admin/shops?mobile=9876543210',
      });

      expect(asShop.statusCode).toBe(403);
      expect(asShop.json()).toEqual(errorBody('You do not have permission to view this page.'));
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('PATCH /api/admin/shops/:id/plan', () => {
    it('puts an expired starter on growth, which unlocks its features', async () => {
      const admin = await createTestAdmin(app());
      const { user } = await createTestShop(app());
      expect(user.entitlements.expiredStarter).toBe(true);
      const until = new Date(Date.now() + 30 * 86_400_000).toISOString();

      const response = await setPlan(admin.token, user._id, {
        plan: 'growth',
        planExpiresAt: until,
      });

      expect(response.statusCode).toBe(200);
      const updated = response.json().data;
      expect(updated).toMatchObject({ plan: 'growth', planExpiresAt: until, trialEndsAt: null });
      expect(updated.entitlements).toMatchObject({ planActive: true, expiredStarter: false });
      expect(updated.entitlements.features).toContain('shopImage');
      expect(updated.usage.bills.limit).toBe(500);
    });

    it('answers 404 for an unknown shop and 403 to a shop', async () => {
      const admin = await createTestAdmin(app());
      const shop = await createTestShop(app());

      const unknown = await setPlan(admin.token, crypto.randomUUID(), { plan: 'pro' });
      const asShop = await setPlan(shop.token, shop.user._id, { plan: 'pro' });

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorBody('Shop not found.'));
      expect(asShop.statusCode).toBe(403);
    });

    it('answers 400 for an unknown plan', async () => {
      const admin = await createTestAdmin(app());
      const { user } = await createTestShop(app());

      const response = await setPlan(admin.token, user._id, { plan: 'platinum' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ plan: 'Select a plan' });
    });
  });
});
