import { AppError, staffAllowed, type MemberRole, type UserRole } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { LOGIN_AGAIN, NO_PERMISSION } from '../../messages';
import { verifyToken, type TokenClaims } from './auth-token';
import { findMemberSession, findUserRole } from './auth.repository';
import { staffMayCall } from './route-access';

export type RequestAuth = {
  userId: string;
  /** The tenant every query filters by: a shop user's own id. Never taken from the request. */
  shopId: string;
  role: UserRole;
  /** Who is signed in to the shop (product §17): its owner, or one of its staff. */
  memberRole: MemberRole;
  /** The staff member's id; the owner's is the shop's. */
  memberId: string;
  /** The member's name (the owner's is the account's), written beside what they make. */
  memberName: string;
};

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Any logged-in user. Use as a route's `onRequest` (or `preHandler`). */
    authenticate: Guard;
    requireShop: Guard;
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    /** Set by the guards above; only routes that use one may read it. */
    auth: RequestAuth;
  }
}

async function auth(app: FastifyInstance) {
  const { db, config } = app;
  const authenticate: Guard = async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const claims = token ? await verifyToken(config.jwtSecret, token) : null;
    const auth = claims ? await sessionOf(db, claims, new Date()) : undefined;
    if (!auth) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
    request.auth = auth;
    // Before any handler: a staff member reaches only the routes marked for staff.
    if (auth.memberRole === 'staff' && !staffMayCall(request))
      throw new AppError('FORBIDDEN', NO_PERMISSION);
  };

  const requireRole =
    (role: UserRole): Guard =>
    async (request) => {
      await authenticate(request);
      if (request.auth.role !== role) throw new AppError('FORBIDDEN', NO_PERMISSION);
    };

  // Empty until a guard fills it in (Fastify wants request decorations declared up front).
  app.decorateRequest<RequestAuth | null>('auth', null);
  app.decorate('authenticate', authenticate);
  app.decorate('requireShop', requireRole('shop'));
  app.decorate('requireAdmin', requireRole('admin'));
}

/**
 * The session a token stands for, read from the rows at every request (the token's claims
 * alone are cached), so a changed role applies at once, and a removed staff member, or one
 * whose shop's plan no longer has staff, is signed out at their next request.
 */
async function sessionOf(
  db: Database,
  { userId, memberId }: TokenClaims,
  now: Date,
): Promise<RequestAuth | undefined> {
  if (memberId === undefined) {
    const user = await findUserRole(db, { userId });
    return (
      user && {
        userId: user.id,
        shopId: user.id,
        role: user.role,
        memberRole: 'owner',
        memberId: user.id,
        memberName: user.name,
      }
    );
  }
  const shop = await findMemberSession(db, { shopId: userId, memberId });
  if (!shop || !staffAllowed(shop, now)) return undefined;
  return {
    userId: shop.id,
    shopId: shop.id,
    role: shop.role,
    memberRole: 'staff',
    memberId,
    memberName: shop.memberName,
  };
}

export default fp(auth, { name: 'auth', dependencies: ['config', 'database'] });
