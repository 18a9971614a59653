import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * An embedded database with the extensions the migrations create (0005: trigram search).
 * PGlite has their code only when it is handed over at every open, so every PGlite the
 * server, the CLI and the tests make comes from here.
 */
export async function createPglite(
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } });
}
