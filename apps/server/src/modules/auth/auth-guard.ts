import { AppError, type UserRole } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_AGAIN, NO_PERMISSION } from '../../messages';
import { verifyToken } from './auth-token';
import { findUserRole } from './auth.repository';

export type RequestAuth = {
  userId: string;
  /** The tenant every query filters by: a shop user's own id. Never taken from the request. */
  shopId: string;
  role: UserRole;
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
    // The role comes from the row, not the token, so a changed role applies at once.
    const user = claims ? await findUserRole(db, { userId: claims.userId }) : undefined;
    if (!user) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
    request.auth = { userId: user.id, shopId: user.id, role: user.role };
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

export default fp(auth, { name: 'auth', dependencies: ['config', 'database'] });
