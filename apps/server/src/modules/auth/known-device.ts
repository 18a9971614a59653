import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Set on a successful login or signup; proves later that this browser logged in before. */
export const DEVICE_COOKIE = 'kb_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const MAX_COOKIE_LENGTH = 100;

/**
 * The device's id when the request carries this mobile's device cookie, else null. The
 * cookie is `<random id>.<HMAC of mobile and id>`: it names no account and cannot be made
 * for a mobile without the server's key, so a stranger's guesses can lock out only
 * strangers while the owner's phone still gets in (product §11 "Accounts").
 */
export function recognizedDevice(
  request: FastifyRequest,
  { secret, mobile }: { secret: string; mobile: string },
): string | null {
  const cookie = request.cookies[DEVICE_COOKIE];
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return null;
  const [id = '', mac = ''] = cookie.split('.');
  const expected = Buffer.from(macOf(secret, mobile, id));
  const given = Buffer.from(mac);
  return id !== '' && given.length === expected.length && timingSafeEqual(given, expected)
    ? id
    : null;
}

/** Remembers this browser for the mobile, keeping the id it already had. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  { secret, mobile }: { secret: string; mobile: string },
): void {
  const id = recognizedDevice(request, { secret, mobile }) ?? randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${id}.${macOf(secret, mobile, id)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/auth',
    maxAge: YEAR_SECONDS,
  });
}

function macOf(secret: string, mobile: string, id: string): string {
  return createHmac('sha256', secret).update(`login-device\n${mobile}\n${id}`).digest('base64url');
}
