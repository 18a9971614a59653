import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

type SecurityHeadersOptions = { analyticsOrigin: string | undefined };

/**
 * Helmet's headers on every answer (product §11 "Accounts"). Its default Referrer-Policy is
 * `no-referrer`, which covers the public pages; the receipt page adds X-Robots-Tag itself.
 */
async function securityHeaders(app: FastifyInstance, { analyticsOrigin }: SecurityHeadersOptions) {
  const headers = helmetHeaders(helmetOptions(analyticsOrigin));
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // Behind a trusted proxy (TRUST_PROXY) the protocol is X-Forwarded-Proto's.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers hold customers' names, mobiles and balances: no cache may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

function helmetOptions(analyticsOrigin: string | undefined): HelmetOptions {
  // The web build may post page views to a collector (VITE_ANALYTICS_URL): let it connect.
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the UI kit set style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // Would send a shop opening http://<lan-ip>:3000 to an https:// that does not exist.
        upgradeInsecureRequests: null,
      },
    },
    // Sent only over HTTPS (above): on plain HTTP it is meaningless, and a LAN address
    // must never be pinned to HTTPS.
    hsts: false,
    // What the CSP's frame-ancestors says, for browsers that only read the older header.
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers Helmet's middleware sets, collected once: with these options (no nonces)
 * they are the same for every request, and building the middleware per request, as
 * @fastify/helmet does, cost 3% of a small answer's CPU (ADR 012).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(securityHeaders, { name: 'security-headers' });
