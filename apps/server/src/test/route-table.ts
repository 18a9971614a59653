import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from './app';

/** `METHOD /path` as registered, e.g. `GET /api/bills/:id`: the key every fixture table uses. */
export type RouteKey = `${string} /${string}`;

export type RouteEntry = {
  key: RouteKey;
  method: string;
  url: string;
  /** The zod schemas the route validates with (Fastify's `schema`), where it has them. */
  schema: { body?: z.core.$ZodType; querystring?: z.core.$ZodType; params?: z.core.$ZodType };
};

/**
 * An app on `database` together with every route it registered: one entry per method and
 * path, without the HEAD twins Fastify adds to each GET and the trailing-slash twins of a
 * prefix's root (`/api/products/` answers as `/api/products`).
 */
export async function createAppWithRouteTable(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<{ app: App; routes: RouteEntry[] }> {
  const registered: RouteOptions[] = [];
  const app = await createTestApp(database, env, undefined, false, (route) => {
    registered.push(route);
  });
  const routes = new Map<RouteKey, RouteEntry>();
  for (const route of registered) {
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key: RouteKey = `${method} ${url as `/${string}`}`;
      routes.set(key, { key, method, url, schema: inputSchemas(route.schema) });
    }
  }
  return { app, routes: [...routes.values()] };
}

/** `createAppWithRouteTable` for a suite (like useTestApp): getters valid inside tests and hooks. */
export function useAppWithRouteTable(
  getDatabase: () => DatabaseHandle,
  env: Record<string, string> = {},
): { app: () => App; routes: () => RouteEntry[] } {
  let built: { app: App; routes: RouteEntry[] } | undefined;
  beforeAll(async () => {
    built = await createAppWithRouteTable(getDatabase(), env);
  });
  afterAll(async () => {
    await built?.app.close();
  });
  const get = () => {
    if (!built) throw new Error('The test app exists only inside tests and hooks.');
    return built;
  };
  return { app: () => get().app, routes: () => get().routes };
}

function inputSchemas(schema: RouteOptions['schema']): RouteEntry['schema'] {
  const { body, querystring, params } = (schema ?? {}) as Record<
    string,
    z.core.$ZodType | undefined
  >;
  return { ...(body && { body }), ...(querystring && { querystring }), ...(params && { params }) };
}

/** Keys of `routes` that none of `tables` names, and names in `tables` no route has. */
export function compareWithRoutes(
  routes: RouteEntry[],
  tables: Record<string, unknown>[],
): { missing: RouteKey[]; stale: string[] } {
  const listed = new Set(tables.flatMap((table) => Object.keys(table)));
  const registered = new Set<string>(routes.map((route) => route.key));
  return {
    missing: routes.map((route) => route.key).filter((key) => !listed.has(key)),
    stale: [...listed].filter((key) => !registered.has(key)),
  };
}
