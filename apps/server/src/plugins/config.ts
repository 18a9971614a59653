import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** The configuration the app runs with: every secret settled. */
export type RunningConfig = AppConfig & { jwtSecret: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: RunningConfig;
  }
}

async function config(app: FastifyInstance, { config }: { config: RunningConfig }) {
  app.decorate('config', config);
}

export default fp(config, { name: 'config' });
