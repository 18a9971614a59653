import {
  AppError,
  authResponse,
  joinInput,
  loginInput,
  signupInput,
  userResponse,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { tooManyAttempts } from '../../plugins/rate-limit';
import { getCurrentUser, join, login, signup, type AuthDeps } from './auth.service';
import { rememberDevice } from './known-device';
import { createLoginThrottle } from './login-throttle';
import { INVALID_LOGIN } from '../../messages';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const deps: AuthDeps = { db, jwtSecret: config.jwtSecret, trialDays: config.trialDays };
  const { rateLimits } = config;
  // One counter per client IP shared by signup, login and join.
  const perIp = app.rateLimit({
    max: rateLimits.authPerWindow,
    timeWindow: rateLimits.authWindowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  const loginThrottle = createLoginThrottle(app, {
    secret: config.jwtSecret,
    maxFailures: rateLimits.loginMaxFailures,
    maxFailuresPerMobile: rateLimits.loginMaxFailuresPerMobile,
    windowMs: rateLimits.loginWindowMs,
    delayMs: rateLimits.loginDelayMs,
  });
  const device = (mobile: string) => ({ secret: config.jwtSecret, mobile });

  app.post(
    '/signup',
    {
      onRequest: perIp,
      schema: { body: signupInput, response: { 201: authResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await signup(deps, request.body, new Date());
      rememberDevice(request, reply, device(request.body.mobile));
      return reply.status(201).send({ data: result });
    },
  );

  app.post(
    '/login',
    {
      onRequest: perIp,
      schema: { body: loginInput, response: { 200: authResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const attempt = await loginThrottle.admit(request);
      const result = await login(deps, request.body, new Date());
      if (!result) {
        if (attempt.mobileLockedForMs !== null) throw tooManyAttempts(attempt.mobileLockedForMs);
        throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
      }
      await attempt.succeeded();
      rememberDevice(request, reply, device(request.body.mobile));
      return { data: result };
    },
  );

  // A staff member's invite link (product §17): rate-limited like login, a token being a guess.
  app.post(
    '/join',
    {
      onRequest: perIp,
      schema: { body: joinInput, response: { 200: authResponse, ...errorResponses } },
    },
    async (request) => ({ data: await join(deps, request.body, new Date()) }),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { security: [{ bearer: [] }], response: { 200: userResponse, ...errorResponses } },
    },
    async (request) => ({
      data: await getCurrentUser(db, { auth: request.auth, now: new Date() }),
    }),
  );
};
