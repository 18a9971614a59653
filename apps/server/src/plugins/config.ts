import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

async function config(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate('config', config);
}

export default fp(config, { name: 'config' });
