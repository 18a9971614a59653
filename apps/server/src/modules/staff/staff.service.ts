import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  AppError,
  INVITE_DAYS,
  isUuid,
  PLAN_MESSAGES,
  staffAllowed,
  type MemberDto,
  type PlanShop,
  type StaffInput,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { claimMobile, releaseMemberMobile } from '../auth/account-mobile.service';
import { hashPassword } from '../auth/password';
import { getShop } from '../shops/shops.service';
import type { ShopRow } from '../shops/shops.repository';
import {
  acceptInvite,
  deleteMember,
  findMember,
  findMemberByInvite,
  insertMember,
  listMembers,
  replaceInvite,
  type MemberRow,
} from './staff.repository';
import {
  INVITE_USED_OR_EXPIRED,
  LOGIN_AGAIN,
  MEMBER_NOT_FOUND,
  MOBILE_IN_USE,
  STAFF_NEEDS_PRO,
} from '../../messages';

export { recordMemberSignIn } from './staff.repository';

// A shop's staff (product §17, ADR 033): the owner adds a member by name and mobile and sends
// them the invite link; following it, they choose a password and are signed in.

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url: the invite link's token, kept only as its sha256. */
const INVITE_TOKEN_BYTES = 32;

type MemberRef = { shopId: string; memberId: string };
/** A member and the token of their new invite link, which is shown once and never stored. */
export type InvitedMember = { member: MemberDto; token: string };

const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newInvite(now: Date) {
  const token = randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
  const invite = {
    inviteTokenHash: hashInviteToken(token),
    inviteExpiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS),
  };
  return { token, invite };
}

/** `GET /staff`: the owner first, then the staff in the order they were added. */
export async function listStaff(
  db: Database,
  { shopId }: { shopId: string },
): Promise<MemberDto[]> {
  const owner = await getShop(db, { shopId });
  const staff = await listMembers(db, { shopId });
  return [
    {
      _id: owner.id,
      name: owner.name,
      mobile: owner.mobile,
      role: 'owner',
      lastSignInAt: owner.lastSignInAt?.toISOString() ?? null,
    },
    ...staff.map(toMemberDto),
  ];
}

/** `POST /staff`: 403 without the staff feature, 409 for a mobile any account has. */
export async function addStaff(
  db: Database,
  { shopId, input, now }: { shopId: string; input: StaffInput; now: Date },
): Promise<InvitedMember> {
  assertStaffAllowed(await getShop(db, { shopId }), now);
  const { token, invite } = newInvite(now);
  const member = await db.transaction(async (tx) => {
    const memberId = randomUUID();
    // The claim is the check: it also waits for a signup or another add racing for the mobile.
    if (!(await claimMobile(tx, { mobile: input.mobile, userId: shopId, memberId })))
      throw new AppError('CONFLICT', MOBILE_IN_USE);
    return insertMember(tx, { id: memberId, shopId, ...input, ...invite });
  });
  return { member: toMemberDto(member), token };
}

/** `POST /staff/:id/invite`: a new link; the old one stops working. */
export async function reinviteStaff(
  db: Database,
  { now, ...ref }: MemberRef & { now: Date },
): Promise<InvitedMember> {
  assertStaffAllowed(await getShop(db, { shopId: ref.shopId }), now);
  const { token, invite } = newInvite(now);
  const member = isUuid(ref.memberId) ? await replaceInvite(db, { ...ref, invite }) : undefined;
  if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  return { member: toMemberDto(member), token };
}

/**
 * `DELETE /staff/:id`: the member and their mobile go together; their sessions end with the
 * row, which the guard reads at every request.
 */
export async function removeStaff(db: Database, ref: MemberRef): Promise<void> {
  if (!isUuid(ref.memberId)) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, ref))) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    await releaseMemberMobile(tx, ref);
  });
}

/** A signed-in staff member; a 401 when they have been removed since. */
export async function getMember(db: Database, ref: MemberRef): Promise<MemberRow> {
  const member = isUuid(ref.memberId) ? await findMember(db, ref) : undefined;
  if (!member) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  return member;
}

/**
 * `POST /auth/join`: sets the password of the member the invite's token names and closes the
 * invite. 404 for an unknown, used or expired token; 403 when the shop's plan lost staff.
 */
export async function joinStaff(
  db: Database,
  { token, password, now }: { token: string; password: string; now: Date },
): Promise<{ shop: ShopRow; member: MemberRow }> {
  const inviteTokenHash = hashInviteToken(token);
  const invited = await findMemberByInvite(db, { inviteTokenHash, now });
  if (!invited) throw new AppError('NOT_FOUND', INVITE_USED_OR_EXPIRED);
  const shop = await getShop(db, { shopId: invited.tenantId });
  if (!staffAllowed(shop, now)) throw new AppError('PLAN_RESTRICTED', STAFF_NEEDS_PRO);
  const passwordHash = await hashPassword(password);
  // Two joins with one link: the update of the first closes the invite the second looks for.
  const member = await acceptInvite(db, { inviteTokenHash, passwordHash, now });
  if (!member) throw new AppError('NOT_FOUND', INVITE_USED_OR_EXPIRED);
  return { shop, member };
}

/** 403 "Upgrade to access this feature." unless the shop's plan (or trial) has staff. */
function assertStaffAllowed(shop: PlanShop, now: Date): void {
  if (!staffAllowed(shop, now))
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.upgradeToAccess);
}

function toMemberDto(member: MemberRow): MemberDto {
  return {
    _id: member.id,
    name: member.name,
    mobile: member.mobile,
    role: 'staff',
    lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
  };
}
