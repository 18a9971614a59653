import type { UserRole } from '@khatabill/domain';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '30d';

/**
 * The account (`sub`: the shop, or an admin) and, for a shop's staff, the member (`mid`,
 * ADR 033): an owner's token names no member, as every token did before staff existed.
 */
export type TokenClaims = { userId: string; role: UserRole; memberId?: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(
  secret: string,
  { userId, role, memberId }: TokenClaims,
): Promise<string> {
  return new SignJWT({ role, ...(memberId && { mid: memberId }) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(keyOf(secret));
}

/** The token's claims, or null when it is malformed, forged, expired or of another shape. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (Date.now() < known.expiresAt) return known.claims;
    verified.delete(token);
  }
  try {
    // Every token this server signs expires; one without `exp` was not made here.
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, role, exp, mid } = payload;
    if (typeof sub !== 'string' || (role !== 'shop' && role !== 'admin')) return null;
    if (mid !== undefined && typeof mid !== 'string') return null;
    const claims: TokenClaims = { userId: sub, role, ...(mid && { memberId: mid }) };
    remember(token, { secret, claims, expiresAt: (exp ?? 0) * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/**
 * Tokens this process has verified, each until its `exp`: checking a signature with WebCrypto
 * cost about 0.15 ms of server time per request, and a session sends the same token every time
 * (ADR 012). Keyed by the whole token, signature included, so only a token that passed the
 * check is ever found; the role, and a staff member's standing, still come from the rows at every request.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims; expiresAt: number }>();
const VERIFIED_TOKENS_KEPT = 10_000;

function remember(
  token: string,
  entry: { secret: string; claims: TokenClaims; expiresAt: number },
) {
  // The oldest first: a Map keeps its insertion order.
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
  verified.set(token, entry);
}
