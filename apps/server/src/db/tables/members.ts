import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenantId } from './users';

/**
 * A shop's staff (product §17 "Staff", ADR 033): each signs in with their own mobile and
 * password into the shop's data. The owner is not a row here: the shop's `users` row is the
 * owner. A staff mobile is claimed in `account_mobiles` like an owner's.
 */
export const members = pgTable(
  'members',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    /** Null until the invite is accepted: no one can sign in as this member before. */
    passwordHash: text('password_hash'),
    /** sha256 (hex) of the invite link's token; null once it is used. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Joining finds the member by the link's token alone, across shops (a rare request);
    // the open invites only, so the index stays the size of the invites outstanding.
    index('members_invite_token_idx')
      .on(t.inviteTokenHash)
      .where(sql`${t.inviteTokenHash} is not null`),
  ],
);
