import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MIN_SECRET_LENGTH } from '../../config';
import type { Database } from '../../db/client';
import { findServerSecret, insertServerSecret } from './session-secret.repository';

const NAME = 'jwt';

/**
 * The key that signs session tokens when JWT_SECRET is not set: made once and kept in the
 * database, so a restored backup keeps everyone logged in and several server processes
 * agree. A shop upgrading from a version that kept it in `<DATA_DIR>/jwt-secret` keeps that
 * one (and its sessions).
 */
export async function loadSessionSecret(
  db: Database,
  { legacyFile }: { legacyFile: string },
): Promise<string> {
  const stored = await findServerSecret(db, NAME);
  if (stored !== undefined) return stored;
  const value = readLegacySecret(legacyFile) ?? randomBytes(48).toString('base64url');
  return insertServerSecret(db, { name: NAME, value });
}

function readLegacySecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_SECRET_LENGTH ? secret : undefined;
  } catch {
    return undefined;
  }
}
