import {
  findCategory,
  AppError,
  DEFAULT_COUNTRY,
  staffAllowed,
  type AuthResult,
  type JoinInput,
  type LoginInput,
  type SignupInput,
  type UserDto,
  type UserRole,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { createInvoiceCounter } from '../shops/shop-billing.service';
import type { NewShop, ShopRow } from '../shops/shops.repository';
import { getShop, recordSignIn } from '../shops/shops.service';
import { toUserDto } from '../shops/user-dto';
import type { MemberRow } from '../staff/staff.repository';
import { getMember, joinStaff, recordMemberSignIn } from '../staff/staff.service';
import type { RequestAuth } from './auth-guard';
import { signToken } from './auth-token';
import { findAccountByMobile, insertUser } from './auth.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { ACCOUNT_EXISTS, STAFF_NEEDS_PRO } from '../../messages';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuthDeps = { db: Database; jwtSecret: string; trialDays: number };

export type NewAccount = {
  name: string;
  shopName: string;
  /** E.164. */
  mobile: string;
  password: string;
  role: UserRole;
  trialEndsAt: Date | null;
  settings?: Pick<
    NewShop,
    'billingMode' | 'businessType' | 'serviceFields' | 'serviceDetails' | 'location' | 'language'
  >;
};

/** Creates a user (a shop with its invoice counter, or an admin); 409 when the mobile is taken. */
export async function createAccount(db: Database, account: NewAccount): Promise<ShopRow> {
  // A cheap answer for the common case, before spending a password hash on it.
  if (await findAccountByMobile(db, { mobile: account.mobile }))
    throw new AppError('CONFLICT', ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      name: account.name,
      shopName: account.shopName,
      mobile: account.mobile,
      passwordHash,
      role: account.role,
      trialEndsAt: account.trialEndsAt,
      ...account.settings,
    });
    // Two signups racing for one mobile: the insert that lost finds the row taken.
    if (!user) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
    if (user.role === 'shop') {
      await createInvoiceCounter(tx, { shopId: user.id, next: user.invoiceStartNumber });
    }
    return user;
  });
}

export async function signup(deps: AuthDeps, input: SignupInput, now: Date): Promise<AuthResult> {
  // A service business starts with its category's fields, in the same insert as the account,
  // so a failed second call can never leave a service shop without its setup.
  const category = input.billingMode.includes('service')
    ? findCategory(input.businessType ?? '')
    : undefined;
  const user = await createAccount(deps.db, {
    name: input.name,
    shopName: input.shopName,
    mobile: input.mobile,
    password: input.password,
    role: 'shop',
    trialEndsAt: deps.trialDays > 0 ? new Date(now.getTime() + deps.trialDays * DAY_MS) : null,
    settings: {
      billingMode: input.billingMode,
      businessType: input.businessType ?? null,
      serviceFields: [...(category?.serviceFields ?? [])],
      serviceDetails: [...(category?.serviceDetails ?? [])],
      location: {
        address: '',
        city: '',
        state: '',
        pincode: '',
        country: input.location.country ?? DEFAULT_COUNTRY,
      },
      language: input.language,
    },
  });
  return sessionFor(deps, user, now);
}

/**
 * The session of an owner, an admin or a shop's staff member (product §17), or null for an
 * unknown mobile, a wrong password or a member who has not joined yet (told apart by neither
 * answer nor time). A staff member of a shop whose plan lost staff is refused with a 403.
 */
export async function login(
  deps: AuthDeps,
  input: LoginInput,
  now: Date,
): Promise<AuthResult | null> {
  const account = await findAccountByMobile(deps.db, { mobile: input.mobile });
  const passwordHash =
    account && (account.member ? account.member.passwordHash : account.user.passwordHash);
  const valid = passwordHash
    ? await verifyPassword(passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !valid) return null;
  const { user, member } = account;
  if (!member) {
    await recordSignIn(deps.db, { shopId: user.id, at: now });
    return sessionFor(deps, user, now);
  }
  if (!staffAllowed(user, now)) throw new AppError('PLAN_RESTRICTED', STAFF_NEEDS_PRO);
  await recordMemberSignIn(deps.db, { shopId: user.id, memberId: member.id, at: now });
  return sessionFor(deps, user, now, member);
}

/** `POST /auth/join`: a staff member's first password, answered with their session, as a login. */
export async function join(deps: AuthDeps, input: JoinInput, now: Date): Promise<AuthResult> {
  const { shop, member } = await joinStaff(deps.db, { ...input, now });
  return sessionFor(deps, shop, now, member);
}

/** The signed-in account; the guard has just seen it, so only a deletion in between is a 401. */
export async function getCurrentUser(
  db: Database,
  { auth, now }: { auth: RequestAuth; now: Date },
): Promise<UserDto> {
  const { shopId, memberId } = auth;
  const shop = await getShop(db, { shopId });
  const member =
    auth.memberRole === 'staff' ? await getMember(db, { shopId, memberId }) : undefined;
  return toUserDto(shop, now, member);
}

async function sessionFor(
  deps: AuthDeps,
  user: ShopRow,
  now: Date,
  member?: MemberRow,
): Promise<AuthResult> {
  const token = await signToken(deps.jwtSecret, {
    userId: user.id,
    role: user.role,
    ...(member && { memberId: member.id }),
  });
  return { token, user: toUserDto(user, now, member) };
}
