/** Applies server/db/migrations with the migrator of the driver the database runs on. */
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { databaseKind, type Database } from './client';
import type * as schema from './schema';
import { pgvectorEmbeddings } from './pgvector-embeddings';
import { trigramSearch } from './trigram-search';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(db: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The two migrators differ only in their declared driver type; databaseKind tells which one this is.
  if (databaseKind(db) === 'pglite') await migratePglite(db as PgliteDatabase<typeof schema>, config);
  else await migratePostgres(db as NodePgDatabase<typeof schema>, config);
  await trigramSearch.enable(db);
  await pgvectorEmbeddings.enable(db);
}
