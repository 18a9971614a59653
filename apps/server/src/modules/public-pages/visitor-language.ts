import { LANGUAGE_COOKIE, languageAccepted, languageOf, type Language } from '@khatabill/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language to draw a visitor's page in (the landing page, the deals): the one the app
 * keeps in its cookie for this browser, else Hindi for a browser that accepts Hindi, else
 * English, as the app itself would choose.
 */
export function visitorLanguageOf(request: FastifyRequest): Language {
  const kept = request.cookies[LANGUAGE_COOKIE];
  return kept === undefined
    ? languageAccepted(request.headers['accept-language'])
    : languageOf(kept);
}
