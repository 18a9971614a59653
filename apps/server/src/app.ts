import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { AutomaticBackups } from './jobs/automatic-backups';
import scheduler from './jobs/scheduler';
import { adminRoutes } from './modules/admin/admin.routes';
import authGuard from './modules/auth/auth-guard';
import { authRoutes } from './modules/auth/auth.routes';
import { loadSessionSecret } from './modules/auth/session-secret';
import { billsRoutes } from './modules/bills/bills.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { publicCampaignsRoutes } from './modules/campaigns/public-campaigns.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { gstRoutes } from './modules/gst/gst.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { filesRoutes } from './modules/files/files.routes';
import { followupsRoutes } from './modules/followups/followups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { productsRoutes } from './modules/products/products.routes';
import { publicRoutes } from './modules/public/public.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { shopsRoutes } from './modules/shops/shops.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { webRoutes } from './modules/web/web.routes';
import apiDocs from './plugins/api-docs';
import configPlugin from './plugins/config';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import multipart from './plugins/multipart';
import rateLimits from './plugins/rate-limit';
import { OneLinePerAnswer } from './plugins/request-log';
import securityHeaders from './plugins/security-headers';
import textInput from './plugins/text-input';
import { validatorCompiler } from './plugins/validator';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** The server's backups of its embedded database, which the scheduler writes. */
  backups?: AutomaticBackups;
  /** Where the JSON log lines go: stdout by default, a stream to read them, or false for none. */
  logTo?: false | { write(line: string): void };
  /** Told of every route as it is registered: the reliability suites walk the route table. */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp({
  config,
  database: handle,
  backups,
  logTo,
  onRoute,
}: BuildAppOptions) {
  const app = Fastify({
    logger:
      logTo === false
        ? false
        : {
            level: config.logLevel,
            ...(logTo ? { stream: logTo } : {}),
            // Query strings can hold mobile numbers (admin look-up, customer search): log paths only.
            serializers: {
              req: (request) => ({
                method: request.method,
                url: request.url.split('?', 1)[0],
                remoteAddress: request.ip,
              }),
            },
          },
    logController: new OneLinePerAnswer(),
    // A hop count means: trust that many proxies in front of us.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Every schema is zod's (the compilers set below). Naming factories keeps Fastify from
    // loading its default ones (Ajv, fast-json-stringify): a third of the start-up (ADR 012).
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  // Infrastructure first, so every route below gets headers, limits and error answers.
  await app.register(errorHandler);
  const jwtSecret =
    config.jwtSecret ??
    (await loadSessionSecret(handle.db, { legacyFile: path.join(config.dataDir, 'jwt-secret') }));
  await app.register(configPlugin, { config: { ...config, jwtSecret } });
  await app.register(database, { handle });
  await app.register(securityHeaders, { analyticsOrigin: config.analyticsOrigin });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(rateLimits, { redisUrl: config.redisUrl });
  await app.register(cookie);
  await app.register(multipart);
  await app.register(textInput);
  await app.register(apiDocs);
  await app.register(authGuard);
  await app.register(scheduler, { backups });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(shopsRoutes, { prefix: '/auth' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(productsRoutes, { prefix: '/products' });
      await api.register(billsRoutes, { prefix: '/bills' });
      // The summaries live under /bills too (product §7); their static paths win over /bills/:id.
      await api.register(dashboardRoutes, { prefix: '/bills' });
      await api.register(publicRoutes, { prefix: '/public' });
      await api.register(customersRoutes, { prefix: '/customers' });
      await api.register(statementsRoutes, { prefix: '/customers' });
      await api.register(expensesRoutes, { prefix: '/expenses' });
      await api.register(followupsRoutes, { prefix: '/followups' });
      await api.register(remindersRoutes, { prefix: '/reminders' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      // Deals: the public pages' calls (/campaigns/campaigns…) and the shop's own (/campaigns/mine…).
      await api.register(publicCampaignsRoutes, { prefix: '/campaigns' });
      await api.register(campaignsRoutes, { prefix: '/campaigns' });
      await api.register(gstRoutes, { prefix: '/gst' });
      await api.register(staffRoutes, { prefix: '/staff' });
    },
    { prefix: '/api' },
  );
  await app.register(filesRoutes);
  await app.register(webRoutes, { webDist: config.webDist });
  return app;
}

function zodOnly(): never {
  throw new Error('Every schema is compiled by zod: a route needs no other compiler.');
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
