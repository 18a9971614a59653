import fs from 'node:fs/promises';
import path from 'node:path';
import { isAppError } from '@khatabill/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeFailure } from '../../db/failure-log';
import { publicOriginOf } from '../../lib/public-origin';
import { getDeal, listDeals } from '../campaigns/public-campaigns.service';
import { getPublicReceipt } from '../public/public.service';
import { dealPageHead } from './deal-head';
import { dealRendererOf } from './deal-renderer';
import { dealsPageQuery } from './deals-page-query';
import { dealsRendererOf } from './deals-renderer';
import { landingRendererOf } from './landing-renderer';
import { withPageHead, type PageHead } from './page-head';
import { receiptPageHead } from './receipt-head';
import { receiptRendererOf } from './receipt-renderer';
import { statementPageHead } from './statement-head';
import { statementRendererOf } from './statement-renderer';
import { getPublicStatement } from '../statements/statements.service';
import { visitorLanguageOf } from './visitor-language';

type PublicPagesOptions = { webDist: string };

// Each page is drawn from live data (a bill gets paid, a deal ends) and the receipt and the
// statement carry a customer's name and what they bought: no cache, shared or the
// browser's, keeps a copy.
const NOT_STORED = 'no-store';

/**
 * Pages end customers open from WhatsApp, served by the server so a link preview can
 * read them. The receipt (ADR 014) and a deal (ADR 014) are drawn here whole, from the same
 * components as the app, with a head naming what they show; and the landing page (ADR 014),
 * the first page of every visitor.
 */
export async function publicPagesRoutes(app: FastifyInstance, { webDist }: PublicPagesOptions) {
  const indexFile = path.join(webDist, 'index.html');
  // Read on each request, like the app's other pages: a new build reaches phones at once.
  const readAppPage = () => fs.readFile(indexFile, 'utf8');
  const renderReceipt = receiptRendererOf(webDist);
  if (!renderReceipt) {
    app.log.warn(`No receipt renderer beside ${webDist}: receipts are drawn by the app.`);
  }
  const sendPage = (reply: FastifyReply, page: string, head: PageHead | null) =>
    reply.type('text/html; charset=utf-8').send(head ? withPageHead(page, head) : page);

  // The landing page, in the visitor's language. It names no one, so it may be kept, but only
  // for the cookie and languages it was drawn for.
  const renderLanding = landingRendererOf(webDist);
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    const page = renderLanding
      ? await renderLanding(visitorLanguageOf(request))
      : await readAppPage();
    return sendPage(reply, page, null);
  });

  // The running deals, in the visitor's language: an address is one page of ten
  // (`/deals?q=saree&sort=expiring&page=2`), its bad parts read as their defaults. Like the
  // landing page it names no one. Read as the API reads it, counting no view; a list that
  // cannot be read is the page's "Failed to load deals." with a 503.
  const renderDeals = dealsRendererOf(webDist);
  app.get('/deals', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    if (!renderDeals) return sendPage(reply, await readAppPage(), null);
    const query = dealsPageQuery(request.query);
    const deals = await foundOrNull(request, () => listDeals(app.db, { query, now: new Date() }));
    if (!deals) reply.code(503);
    const language = visitorLanguageOf(request);
    return sendPage(reply, await renderDeals({ language, query, deals }), null);
  });

  // A page whose address holds a token: kept out of search engines and out of the Referer
  // sent to any link the customer follows.
  const keepPrivate = (reply: FastifyReply) =>
    reply
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', NOT_STORED);

  // The receipt: its URL holds the bill's share token.
  app.get('/your-bill/*', { schema: { hide: true } }, async (request, reply) => {
    keepPrivate(reply);
    const token = (request.params as { '*': string })['*'];
    const receipt = await foundOrNull(request, () => getPublicReceipt(app.db, { token }));
    const page = renderReceipt ? await renderReceipt(receipt) : await readAppPage();
    const origin = publicOriginOf(app.config, request);
    return sendPage(reply, page, receipt && receiptPageHead(receipt, origin));
  });

  // A customer's statement (ADR 017): private like the receipt, and drawn only by the
  // server; an unknown or reset token is the page's "not valid" message with a 404.
  const renderStatement = statementRendererOf(webDist);
  app.get('/s/:token', { schema: { hide: true } }, async (request, reply) => {
    keepPrivate(reply);
    const { token } = request.params as { token: string };
    const statement = await foundOrNull(request, () => getPublicStatement(app.db, { token }));
    if (!statement) reply.code(404);
    if (!renderStatement) return sendPage(reply, await readAppPage(), null);
    return sendPage(
      reply,
      await renderStatement(statement),
      statement && statementPageHead(statement),
    );
  });

  // A deal: made to be shared, so its preview shows the offer. Drawing the page counts no
  // view (its script, or the app's own request, does), so a preview fetch inflates nothing.
  // An unknown or ended deal is the page's "Failed to load Deal." with a 404: the deal is not
  // there, and a link preview or search engine told 200 would keep the failure as its page.
  const renderDeal = dealRendererOf(webDist);
  app.get('/campaigns/*', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NOT_STORED);
    const idOrSlug = (request.params as { '*': string })['*'];
    const deal = await foundOrNull(request, () =>
      getDeal(app.db, { idOrSlug, now: new Date(), counted: false }),
    );
    if (!deal) reply.code(404);
    const origin = publicOriginOf(app.config, request);
    const page = renderDeal
      ? await renderDeal({ deal, address: request.url, origin })
      : await readAppPage();
    return sendPage(reply, page, deal && dealPageHead(deal, origin));
  });
}

/** What `find` finds; null when the address names nothing there (malformed, unknown, not public). */
async function foundOrNull<T>(request: FastifyRequest, find: () => Promise<T>): Promise<T | null> {
  try {
    return await find();
  } catch (error) {
    // The page shows its own "not found" either way: never fail the page.
    if (!isAppError(error) && error instanceof Error) {
      request.log.error({ failure: describeFailure(error) }, 'public page look-up failed');
    }
    return null;
  }
}
