import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './auth-token';

const SECRET = 'a-secret-that-is-long-enough-for-hs256';
const claims = { userId: '6f1c2b9e-4d0a-4f5e-9a61-3c7d8e2b1a40', role: 'shop' as const };

// verifyToken keeps the tokens it has checked: a repeat must be answered as the first was.
describe('verifyToken', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token again without changing its answer', async () => {
    const token = await signToken(SECRET, claims);

    expect(await verifyToken(SECRET, token)).toEqual(claims);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
  });

  it('carries a staff member’s id beside the shop’s, and none for an owner', async () => {
    const staff = { ...claims, memberId: '0b5e7c3a-2f4d-4c1e-8a9b-6d2f1e3c4b5a' };

    expect(await verifyToken(SECRET, await signToken(SECRET, staff))).toEqual(staff);
    expect(await verifyToken(SECRET, await signToken(SECRET, claims))).not.toHaveProperty(
      'memberId',
    );
  });

  it('still refuses a changed signature and another secret once the token is known', async () => {
    const token = await signToken(SECRET, claims);
    await verifyToken(SECRET, token);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;

    expect(await verifyToken(SECRET, forged)).toBeNull();
    expect(await verifyToken(`${SECRET}-other`, token)).toBeNull();
  });

  it('refuses a known token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const token = await signToken(SECRET, claims);
    expect(await verifyToken(SECRET, token)).toEqual(claims);

    vi.setSystemTime(new Date('2026-01-30T23:59:58Z'));
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-31T00:00:00Z'));
    expect(await verifyToken(SECRET, token)).toBeNull();
  });
});
