import {
  PLAN_MESSAGES,
  REMIND_BEFORE,
  type AuthResult,
  type BillDto,
  type FollowupDto,
  type MemberDto,
  type UserDto,
} from '@khatabill/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import {
  authHeader,
  createTestShop,
  shopRequest,
  TEST_PASSWORD,
  uniqueMobile,
  updateTestShop,
} from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';
import { inviteTokenOf, join, joinOk, staffRequests } from '../../test/staff';
import {
  INVALID_LOGIN,
  INVITE_USED_OR_EXPIRED,
  LOGIN_AGAIN,
  MEMBER_NOT_FOUND,
  MOBILE_IN_USE,
  STAFF_NEEDS_PRO,
} from '../../messages';
import { errorBody } from '../../plugins/error-handler';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('staff: members, invites and sign-in (product §17)', (getDatabase) => {
  const app = useTestApp(getDatabase, { PUBLIC_URL: 'https://khatabill.example' });
  afterEach(() => vi.useRealTimers());

  const me = (token: string) =>
    app().inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
  const login = (mobile: string, password = TEST_PASSWORD) =>
    app().inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password } });
  const listOf = async (ownerToken: string) => {
    const response = await staffRequests(app, ownerToken).send('GET', '/api/staff');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MemberDto[] }>().data;
  };

  describe('the owner’s list', () => {
    it('adds a member with an invite link, lists the owner first, re-invites and removes', async () => {
      const owner = await createTestShop(app(), { name: 'Meena' });
      const staff = staffRequests(app, owner.token);
      const mobile = uniqueMobile();

      const added = await staff.send('POST', '/api/staff', { name: ' Asha ', mobile });

      expect(added.statusCode, added.body).toBe(201);
      const { data: member, inviteUrl } = added.json<{ data: MemberDto; inviteUrl: string }>();
      expect(member).toEqual({
        _id: expect.any(String),
        name: 'Asha',
        mobile: `+91${mobile}`,
        role: 'staff',
        lastSignInAt: null,
      });
      expect(inviteUrl).toMatch(/^https:\/\/khatabill\.example\/join\/[A-Za-z0-9_-]{43}$/);
      expect(await listOf(owner.token)).toEqual([
        {
          _id: owner.user._id,
          name: 'Meena',
          mobile: owner.user.mobile,
          role: 'owner',
          lastSignInAt: null,
        },
        member,
      ]);

      const reinvited = await staff.send('POST', `/api/staff/${member._id}/invite`);
      expect(reinvited.statusCode, reinvited.body).toBe(200);
      const newUrl = reinvited.json<{ data: { inviteUrl: string } }>().data.inviteUrl;
      expect(inviteTokenOf(newUrl)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(newUrl).not.toBe(inviteUrl);

      const removed = await staff.send('DELETE', `/api/staff/${member._id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await listOf(owner.token)).toHaveLength(1);
      expect((await join(app, inviteTokenOf(newUrl))).statusCode).toBe(404);
      // The mobile is free again, for this shop or for a signup.
      await staff.addOk('Asha again', mobile);
    });

    it('shows the owner’s and a member’s last sign-in', async () => {
      const mobile = uniqueMobile();
      const owner = await createTestShop(app(), { mobile });
      const { member } = await staffRequests(app, owner.token).staffSession();
      expect((await login(mobile)).statusCode).toBe(200);

      const [ownerRow, memberRow] = await listOf(owner.token);
      expect(ownerRow?.lastSignInAt).toEqual(expect.any(String));
      expect(memberRow).toMatchObject({ _id: member._id, lastSignInAt: expect.any(String) });
    });

    it('refuses a mobile any account has, and saves nothing', async () => {
      const ownerMobile = uniqueMobile();
      const owner = await createTestShop(app(), { mobile: ownerMobile });
      const otherMobile = uniqueMobile();
      const other = await createTestShop(app(), { mobile: otherMobile });
      const staffElsewhere = await staffRequests(app, other.token).addOk();
      const staff = staffRequests(app, owner.token);

      for (const mobile of [ownerMobile, otherMobile, staffElsewhere.mobile]) {
        const response = await staff.send('POST', '/api/staff', { name: 'Asha', mobile });
        expect(response.statusCode, mobile).toBe(409);
        expect(response.json()).toEqual(errorBody(MOBILE_IN_USE));
      }
      expect(await listOf(owner.token)).toHaveLength(1);
      // Nor can a staff member's mobile sign up a shop of its own.
      const signup = await app().inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'A', shopName: 'B', mobile: staffElsewhere.mobile, password: 'secret1' },
      });
      expect(signup.statusCode).toBe(409);
    });

    it('answers 404 for another shop’s member and for a malformed id, changing nothing', async () => {
      const owner = await createTestShop(app());
      const stranger = await createTestShop(app());
      const { member, token } = await staffRequests(app, owner.token).addOk();
      const strangers = staffRequests(app, stranger.token);

      for (const id of [member._id, 'not-an-id']) {
        for (const [method, url] of [
          ['POST', `/api/staff/${id}/invite`],
          ['DELETE', `/api/staff/${id}`],
        ] as const) {
          const response = await strangers.send(method, url);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.json()).toEqual(errorBody(MEMBER_NOT_FOUND));
        }
      }
      expect(await listOf(owner.token)).toHaveLength(2);
      expect((await join(app, token)).statusCode).toBe(200);
    });

    it('adds staff only with the staff feature: pro or a trial', async () => {
      const future = new Date(Date.now() + 30 * DAY_MS);
      const refused = [
        { trialEndsAt: null },
        { plan: 'growth', planExpiresAt: future, trialEndsAt: null },
        { plan: 'pro', planExpiresAt: new Date(Date.now() - DAY_MS), trialEndsAt: null },
      ] as const;
      for (const plan of refused) {
        const owner = await createTestShop(app(), plan);
        const response = await staffRequests(app, owner.token).send('POST', '/api/staff', {
          name: 'Asha',
          mobile: uniqueMobile(),
        });
        expect(response.statusCode, JSON.stringify(plan)).toBe(403);
        expect(response.json()).toEqual(errorBody(PLAN_MESSAGES.upgradeToAccess));
        expect(await listOf(owner.token)).toHaveLength(1);
      }
      const pro = await createTestShop(app(), {
        plan: 'pro',
        planExpiresAt: future,
        trialEndsAt: null,
      });
      await staffRequests(app, pro.token).addOk();
    });
  });

  describe('joining and signing in', () => {
    it('joins with the link: a session as the staff member, answered like a login', async () => {
      const owner = await createTestShop(app(), { name: 'Meena' });
      const { member, token, mobile } = await staffRequests(app, owner.token).addOk('Asha');

      const joined = await joinOk(app, token);

      const asStaff = {
        _id: owner.user._id,
        role: 'shop',
        name: 'Meena',
        memberRole: 'staff',
        memberId: member._id,
        memberName: 'Asha',
      };
      expect(joined.user).toMatchObject(asStaff);
      expect((await me(joined.token)).json<{ data: UserDto }>().data).toMatchObject(asStaff);
      const loggedIn = await login(mobile);
      expect(loggedIn.statusCode, loggedIn.body).toBe(200);
      expect(loggedIn.json<{ data: AuthResult }>().data.user).toMatchObject(asStaff);
      expect((await login(mobile, 'wrong-password')).json()).toEqual(errorBody(INVALID_LOGIN));
    });

    it('refuses a used, a replaced, an unknown and an expired link', async () => {
      const owner = await createTestShop(app());
      const staff = staffRequests(app, owner.token);
      const used = await staff.addOk();
      await joinOk(app, used.token);
      const replaced = await staff.addOk();
      const reinvite = await staff.send('POST', `/api/staff/${replaced.member._id}/invite`);
      const expired = await staff.addOk();
      const refuse = async (token: string) => {
        const response = await join(app, token);
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toEqual(errorBody(INVITE_USED_OR_EXPIRED));
      };

      for (const token of [used.token, replaced.token, 'x'.repeat(43), '']) await refuse(token);
      await joinOk(app, inviteTokenOf(reinvite.json().data.inviteUrl));
      // Not joined, a member cannot sign in with any password.
      expect((await login(expired.mobile)).json()).toEqual(errorBody(INVALID_LOGIN));

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 7 * DAY_MS + 1000);
      await refuse(expired.token);
    });

    it('ends a removed member’s sessions at their next request', async () => {
      const owner = await createTestShop(app());
      const staff = staffRequests(app, owner.token);
      const { member, session } = await staff.staffSession();
      expect((await me(session.token)).statusCode).toBe(200);

      await staff.send('DELETE', `/api/staff/${member._id}`);

      const after = await me(session.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(errorBody(LOGIN_AGAIN));
    });

    it('signs staff out when the shop’s plan loses staff, keeping them for when it returns', async () => {
      const owner = await createTestShop(app());
      const { member, mobile, session } = await staffRequests(app, owner.token).staffSession();

      await updateTestShop(app(), owner.user._id, { trialEndsAt: null });

      expect((await me(session.token)).statusCode).toBe(401);
      const refused = await login(mobile);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(errorBody(STAFF_NEEDS_PRO));
      expect((await me(owner.token)).statusCode).toBe(200);
      expect((await listOf(owner.token)).map((row) => row._id)).toContain(member._id);

      await updateTestShop(app(), owner.user._id, {
        plan: 'pro',
        planExpiresAt: new Date(Date.now() + DAY_MS),
      });
      expect((await me(session.token)).statusCode).toBe(200);
    });

    it('counts a staff member’s bills toward the shop’s monthly usage, in the shop’s data', async () => {
      const owner = await createTestShop(app());
      const { session } = await staffRequests(app, owner.token).staffSession();

      const bill = await billRequests(app, session.token).createOk();

      const shop = (await me(owner.token)).json<{ data: UserDto }>().data;
      expect(shop.usage.bills.used).toBe(1);
      const seen = await billRequests(app, owner.token).get(bill._id);
      expect(seen.statusCode, seen.body).toBe(200);
    });

    it('records who made each bill, still named after removal, and filters the Bill Book by member', async () => {
      const owner = await createTestShop(app(), { name: 'Meena' });
      const staff = staffRequests(app, owner.token);
      const { member, session } = await staff.staffSession('Asha');
      const ownersBill = await billRequests(app, owner.token).createOk();
      const helpersBill = await billRequests(app, session.token).createOk(
        billPayload({ status: 'under_service' }),
      );
      expect(ownersBill.createdBy).toEqual({ _id: owner.user._id, name: 'Meena' });
      expect(helpersBill.createdBy).toEqual({ _id: member._id, name: 'Asha' });

      // An edit by the owner keeps who made the bill.
      const edited = await billRequests(app, owner.token).edit(helpersBill._id, { notes: 'Box' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<{ data: BillDto }>().data.createdBy?.name).toBe('Asha');
      await staff.send('DELETE', `/api/staff/${member._id}`);

      const search = billRequests(app, owner.token).search;
      const numbersBy = async (query: string) =>
        (await search(query)).json<{ data: BillDto[] }>().data.map((bill) => bill.invoiceNumber);
      expect(await numbersBy(`memberId=${member._id}`)).toEqual([helpersBill.invoiceNumber]);
      expect(await numbersBy(`memberId=${owner.user._id}`)).toEqual([ownersBill.invoiceNumber]);
      const list = await search(`memberId=${member._id}&fields=list`);
      expect(list.json<{ data: BillDto[] }>().data[0]?.createdBy).toEqual({
        _id: member._id,
        name: 'Asha',
      });
      // Another shop's member, or its owner, made none of this shop's bills.
      const other = await createTestShop(app());
      expect(await numbersBy(`memberId=${other.user._id}`)).toEqual([]);
      const malformed = await search('memberId=not-an-id');
      expect(malformed.statusCode).toBe(400);
    });

    it('records who took each step of a bill, recorded a payment and booked a follow-up', async () => {
      const owner = await createTestShop(app(), { name: 'Meena' });
      const { member, session } = await staffRequests(app, owner.token).staffSession('Asha');
      const asOwner = shopRequest(app, owner.token);
      const asHelper = shopRequest(app, session.token);
      const helper = { _id: member._id, name: 'Asha' };

      const bill = await billRequests(app, session.token).createOk(
        billPayload({ status: 'under_service' }),
      );
      const completed = await billRequests(app, owner.token).setStatus(bill._id, 'completed');
      expect(completed.statusCode, completed.body).toBe(200);
      expect(
        completed.json<{ data: BillDto }>().data.statusTimeline.map((step) => step.createdBy),
      ).toEqual([helper, { _id: owner.user._id, name: 'Meena' }]);

      const customer = await asHelper('POST', '/api/customers', {
        name: 'Ravi',
        mobile: uniqueMobile(),
      });
      expect(customer.statusCode, customer.body).toBe(201);
      const customerId = customer.json<{ data: { _id: string } }>().data._id;
      const paid = await asHelper('PUT', `/api/customers/${customerId}`, {
        name: 'Ravi',
        mobile: customer.json<{ data: { mobile: string } }>().data.mobile,
        payment: { type: 'credit', amount: 100 },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const detail = await asOwner('GET', `/api/customers/${customerId}`);
      expect(
        detail.json<{ data: { transactions: { createdBy?: unknown }[] } }>().data.transactions[0]
          ?.createdBy,
      ).toEqual(helper);

      const product = await asOwner('POST', '/api/products', { name: 'Service', price: 300 });
      expect(product.statusCode, product.body).toBe(201);
      const followup = await asHelper('POST', '/api/followups', {
        customerId,
        productId: product.json<{ data: { _id: string } }>().data._id,
        scheduledAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
        remindBefore: REMIND_BEFORE[0],
      });
      expect(followup.statusCode, followup.body).toBe(201);
      expect(followup.json<{ data: FollowupDto }>().data.createdBy).toEqual(helper);
    });

    it('answers the owner’s login as before, as the owner', async () => {
      const mobile = uniqueMobile();
      const owner = await createTestShop(app(), { mobile, name: 'Meena' });

      const response = await login(mobile);

      expect(response.statusCode).toBe(200);
      const { user } = response.json<{ data: AuthResult }>().data;
      expect(user).toEqual({
        ...owner.user,
        memberRole: 'owner',
        memberId: owner.user._id,
        memberName: 'Meena',
      });
    });
  });
});
