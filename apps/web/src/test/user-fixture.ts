import { entitlements, usageOf, type PlanShop, type UserDto } from '@khatabill/domain';
import { locale } from '../i18n/locale';
import { saveSession } from '../lib/session';

const DAY_MS = 24 * 60 * 60 * 1000;

type UserOptions = Partial<Pick<UserDto, 'role' | 'shopName' | 'plan'>> & {
  /** Days until the trial ends; negative for a trial that has ended, null for none. */
  trialDays?: number | null;
  /** Days until the paid period ends; null (the default) for no paid period. */
  planDays?: number | null;
  /** Bills made this month. */
  billingCount?: number;
};

function daysFromNow(days: number | null, now: Date): Date | null {
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

/** A stored user as the API answers it, with usage and entitlements that agree with its dates. */
export function makeUser({
  role = 'shop',
  shopName = 'Sharma Mobile Repair',
  plan = 'starter',
  trialDays = 14,
  planDays = null,
  billingCount = 0,
}: UserOptions = {}): UserDto {
  const now = new Date();
  const shop: PlanShop = {
    plan,
    planExpiresAt: daysFromNow(planDays, now),
    trialEndsAt: daysFromNow(trialDays, now),
    lastBillingReset: now,
    billingCount,
    followupCount: 0,
  };
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Ravi Sharma',
    shopName,
    mobile: '+919876543210',
    role,
    plan,
    planExpiresAt: shop.planExpiresAt?.toISOString() ?? null,
    trialEndsAt: shop.trialEndsAt?.toISOString() ?? null,
    lastBillingReset: now.toISOString(),
    billingCount,
    followupCount: 0,
    // The shop speaks the language the test shows: signing in shows the shop's language, so a
    // test that set Hindi first stays in Hindi.
    language: locale.get(),
    settings: {
      location: { address: '', city: '', state: '', pincode: '', country: 'India' },
      greetingMessage: '',
      footerNote: '',
      billingMode: ['product'],
      businessType: null,
      serviceFields: [],
      serviceDetails: [],
      invoicePrefix: 'INV-',
      invoiceStartNumber: 1,
      upiId: '',
      shopImage: null,
    },
    usage: usageOf(shop, now),
    entitlements: entitlements(shop, now),
    memberRole: 'owner',
    memberId: '00000000-0000-4000-8000-000000000001',
    memberName: 'Ravi Sharma',
  };
}

/** Stores a session for `user`, as a successful login does. */
export function signInAs(user: UserDto): void {
  saveSession({ token: 'test-token', user });
}

/** `user` as one of its shop's staff signed in (product §17), not its owner. */
export function asStaff(user: UserDto): UserDto {
  return {
    ...user,
    memberRole: 'staff',
    memberId: '00000000-0000-4000-8000-0000000000a1',
    memberName: 'Asha Verma',
  };
}
