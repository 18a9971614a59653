import fs from 'node:fs/promises';
import path from 'node:path';
import { isAppError } from '@khatabill/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeFailure } from '../../db/failure-log';
import { getPublicReceipt } from '../public/public.service';
import { withPageHead } from './page-head';
import { receiptPageHead } from './receipt-head';

type PublicPagesOptions = { webDist: string };

/**
 * Pages end customers open from WhatsApp, served by the server so a link preview can
 * read them. For now the app page with a head naming what it shows; the page itself is
 * still drawn by the app.
 */
export async function publicPagesRoutes(app: FastifyInstance, { webDist }: PublicPagesOptions) {
  const indexFile = path.join(webDist, 'index.html');

  // The receipt: its URL holds the bill's share token, so keep it out of search engines
  // and out of the Referer sent to any link the customer follows.
  app.get('/your-bill/*', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache');
    const token = (request.params as { '*': string })['*'];
    const head = await receiptHeadFor(app, request, token);
    // Read on each request, like the app's other pages: a new build reaches phones at once.
    const indexHtml = await fs.readFile(indexFile, 'utf8');
    return sendHtml(reply, head ? withPageHead(indexHtml, head) : indexHtml);
  });
}

/** The head for a shareable bill's token; null for any other (a draft, unknown, malformed). */
async function receiptHeadFor(app: FastifyInstance, request: FastifyRequest, token: string) {
  try {
    const receipt = await getPublicReceipt(app.db, { token });
    return receiptPageHead(
      receipt,
      app.config.publicUrl ?? `${request.protocol}://${request.host}`,
    );
  } catch (error) {
    // The app's page shows the receipt or its own error either way: never fail the page.
    if (!isAppError(error) && error instanceof Error) {
      request.log.error({ failure: describeFailure(error) }, 'receipt page head failed');
    }
    return null;
  }
}

function sendHtml(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').send(html);
}
