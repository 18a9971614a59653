import fs from 'node:fs/promises';
import path from 'node:path';
import { isAppError } from '@khatabill/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeFailure } from '../../db/failure-log';
import { peekDeal } from '../campaigns/public-campaigns.service';
import { getPublicReceipt } from '../public/public.service';
import { dealPageHead } from './deal-head';
import { withPageHead, type PageHead } from './page-head';
import { receiptPageHead } from './receipt-head';

type PublicPagesOptions = { webDist: string };

/**
 * Pages end customers open from WhatsApp, served by the server so a link preview can
 * read them. For now the app page with a head naming what it shows; the page itself is
 * still drawn by the app, which also shows what is not found: so an unknown address
 * still gets the plain app page, with a 200.
 */
export async function publicPagesRoutes(app: FastifyInstance, { webDist }: PublicPagesOptions) {
  const indexFile = path.join(webDist, 'index.html');
  const sendPage = async (reply: FastifyReply, head: PageHead | null) => {
    // Read on each request, like the app's other pages: a new build reaches phones at once.
    const indexHtml = await fs.readFile(indexFile, 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .send(head ? withPageHead(indexHtml, head) : indexHtml);
  };

  // The receipt: its URL holds the bill's share token, so keep it out of search engines
  // and out of the Referer sent to any link the customer follows.
  app.get('/your-bill/*', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache');
    const token = (request.params as { '*': string })['*'];
    const head = await pageHeadOrNull(app, request, async (origin) =>
      receiptPageHead(await getPublicReceipt(app.db, { token }), origin),
    );
    return sendPage(reply, head);
  });

  // A deal: made to be shared, so its preview shows the offer. Opening the page counts
  // no view (the app's own request does), so a preview fetch inflates nothing.
  app.get('/campaigns/*', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const idOrSlug = (request.params as { '*': string })['*'];
    const head = await pageHeadOrNull(app, request, async (origin) =>
      dealPageHead(await peekDeal(app.db, { idOrSlug, now: new Date() }), origin),
    );
    return sendPage(reply, head);
  });
}

/**
 * The head `build` makes with the public origin (PUBLIC_URL, else the request's); null
 * when what the address names is not there (malformed, unknown, not public).
 */
async function pageHeadOrNull(
  app: FastifyInstance,
  request: FastifyRequest,
  build: (origin: string) => Promise<PageHead>,
): Promise<PageHead | null> {
  try {
    return await build(app.config.publicUrl ?? `${request.protocol}://${request.host}`);
  } catch (error) {
    // The app's page shows the record or its own error either way: never fail the page.
    if (!isAppError(error) && error instanceof Error) {
      request.log.error({ failure: describeFailure(error) }, 'page head failed');
    }
    return null;
  }
}
