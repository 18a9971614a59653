import { z } from 'zod/mini';
import { MEMBER_ROLES } from '../staff/staff';
import { dataResponse } from './shared';

// The shop's members as its owner manages them (product §17 "Staff"); never a password hash
// nor an invite token's hash.

export const memberDto = z.object({
  /** A staff member's id; the owner's is the shop's. */
  _id: z.string(),
  name: z.string(),
  /** E.164. */
  mobile: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** An ISO instant; null before the first sign-in (a staff member who has not joined yet). */
  lastSignInAt: z.nullable(z.string()),
});
export type MemberDto = z.infer<typeof memberDto>;

/** The owner first, then the staff in the order they were added. */
export const staffListResponse = dataResponse(z.array(memberDto));

/** The invite link (`/join/{token}`) the owner sends: absolute when the server knows its address. */
const inviteUrl = z.string();

export const staffCreatedResponse = z.object({ data: memberDto, inviteUrl });
export const inviteResponse = dataResponse(z.object({ inviteUrl }));
