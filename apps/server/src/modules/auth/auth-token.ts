import type { UserRole } from '@khatabill/domain';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '30d';

export type TokenClaims = { userId: string; role: UserRole };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(secret: string, { userId, role }: TokenClaims): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(keyOf(secret));
}

/** The token's claims, or null when it is malformed, forged, expired or of another shape. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    // Every token this server signs expires; one without `exp` was not made here.
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, role } = payload;
    if (typeof sub !== 'string' || (role !== 'shop' && role !== 'admin')) return null;
    return { userId: sub, role };
  } catch {
    return null;
  }
}
