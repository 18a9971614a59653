import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';

// A shop's staff (product §17, ADR 033). Every query names the shop, but the join by an
// invite's token, which is how a new member finds their shop.

export type MemberRow = typeof members.$inferSelect;
type MemberRef = { shopId: string; memberId: string };
type Invite = { inviteTokenHash: string; inviteExpiresAt: Date };

const ofMember = ({ shopId, memberId }: MemberRef) =>
  and(eq(members.tenantId, shopId), eq(members.id, memberId));

/** The shop's staff, in the order they were added. */
export async function listMembers(
  db: Database,
  { shopId }: { shopId: string },
): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(eq(members.tenantId, shopId))
    .orderBy(asc(members.createdAt), asc(members.id));
}

export async function findMember(db: Database, ref: MemberRef): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(ofMember(ref));
  return row;
}

/** The member whose invite has this token and is still open; undefined for none. */
export async function findMemberByInvite(
  db: Database,
  { inviteTokenHash, now }: { inviteTokenHash: string; now: Date },
): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(openInvite(inviteTokenHash, now));
  return row;
}

const openInvite = (inviteTokenHash: string, now: Date) =>
  and(eq(members.inviteTokenHash, inviteTokenHash), gt(members.inviteExpiresAt, now));

export async function insertMember(
  db: Database,
  values: { id: string; shopId: string; name: string; mobile: string } & Invite,
): Promise<MemberRow> {
  const { shopId, ...member } = values;
  const [row] = await db
    .insert(members)
    .values({ ...member, tenantId: shopId })
    .returning();
  if (!row) throw new Error('insert into members returned no row');
  return row;
}

/** The member with a new invite (the old link stops working); undefined for none. */
export async function replaceInvite(
  db: Database,
  { invite, ...ref }: MemberRef & { invite: Invite },
): Promise<MemberRow | undefined> {
  const [row] = await db.update(members).set(invite).where(ofMember(ref)).returning();
  return row;
}

/** The removed member; undefined for none (another shop's, or removed already). */
export async function deleteMember(db: Database, ref: MemberRef): Promise<MemberRow | undefined> {
  const [row] = await db.delete(members).where(ofMember(ref)).returning();
  return row;
}

/**
 * Sets the password of the member whose open invite has this token, and closes the invite,
 * in one statement: of two joins with one link, one wins. Undefined for an unknown, used or
 * expired token.
 */
export async function acceptInvite(
  db: Database,
  {
    inviteTokenHash,
    passwordHash,
    now,
  }: { inviteTokenHash: string; passwordHash: string; now: Date },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, lastSignInAt: now })
    .where(openInvite(inviteTokenHash, now))
    .returning();
  return row;
}

export async function recordMemberSignIn(
  db: Database,
  { at, ...ref }: MemberRef & { at: Date },
): Promise<void> {
  await db.update(members).set({ lastSignInAt: at }).where(ofMember(ref));
}
