import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND } from '../../messages';
import { errorBody } from '../../plugins/error-handler';
import { publicPagesRoutes } from '../public-pages/public-pages.routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything without a content hash in its name is revalidated (a cheap 304) on each use,
// so a new build reaches phones at once; index.html and sw.js above all.
const REVALIDATE = 'no-cache';

// Real files: when missing they must 404, never turn into the app page.
const FILE_PATHS = new Set(['/robots.txt', '/manifest.webmanifest', '/sw.js']);
const FILE_PREFIXES = ['/files/', '/assets/'];

type WebOptions = { webDist: string };

/**
 * Serves the built SPA from WEB_DIST and answers every other page URL with its index.html
 * (history fallback). Without a build the API still works.
 */
async function serveWebApp(app: FastifyInstance, { webDist }: WebOptions) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await registerStatic(app, webDist);
  } else {
    app.log.warn(`No web build at ${webDist}: serving the API only (run npm run build).`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && isAppPage(request)) return reply.sendFile('index.html');
    return reply.status(404).send(errorBody(NOT_FOUND));
  });
}

async function registerStatic(app: FastifyInstance, webDist: string) {
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  // Public pages answer with the same index.html, their head filled in on the server.
  await app.register(publicPagesRoutes, { webDist });
}

function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (FILE_PATHS.has(pathname)) return false;
  return !FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export const webRoutes = fp(serveWebApp, { name: 'web' });
