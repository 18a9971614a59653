import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The origin of the absolute addresses a page gives away (its link preview's URL and
 * image): PUBLIC_URL when set; otherwise the request's own origin, but only when its Host
 * is one the server was told it answers to (ALLOWED_HOSTS). A Host header is whatever the
 * client sent, so an unknown one gives null: the page then names no absolute address rather
 * than one a stranger chose.
 */
export function publicOriginOf(
  config: Pick<AppConfig, 'publicUrl' | 'allowedHosts'>,
  request: FastifyRequest,
): string | null {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.toLowerCase();
  return config.allowedHosts.includes(host) ? `${request.protocol}://${host}` : null;
}
