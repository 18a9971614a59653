import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

type SecurityHeadersOptions = { analyticsOrigin: string | undefined };

/**
 * Helmet on every answer (DESIGN.md §3 Accounts). Its default Referrer-Policy is
 * `no-referrer`, which covers the public pages; the receipt page adds X-Robots-Tag itself.
 */
async function securityHeaders(app: FastifyInstance, { analyticsOrigin }: SecurityHeadersOptions) {
  // The web build may post page views to a collector (VITE_ANALYTICS_URL): let it connect.
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  await app.register(helmet, {
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
    // Sent only over HTTPS (below): on plain HTTP it is meaningless, and a LAN address
    // must never be pinned to HTTPS.
    hsts: false,
    // What the CSP's frame-ancestors says, for browsers that only read the older header.
    frameguard: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    // Behind a trusted proxy (TRUST_PROXY) the protocol is X-Forwarded-Proto's.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers hold customers' names, mobiles and balances: no cache may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
