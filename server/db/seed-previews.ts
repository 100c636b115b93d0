/**
 * The demo diagrams' previews: PNGs the editor drew of them (tests/e2e/seed-previews.spec.ts writes and
 * checks server/db/seed-previews/<type key>.png), stored as each module's preview when the demo is seeded,
 * as the editor's snapshot after a save would be, so the project page's cards and the PDF show them.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../storage/file-storage';
import { recordStoredFile, storeFile, type FileOwner } from '../domain/stored-files';
import type { Database } from './client';
import type { OrderProcessSeed } from './seed-order-process';
import { projectModules } from './schema';

const PREVIEWS = new URL('./seed-previews/', import.meta.url);

export async function storeDemoPreviews(db: Database, storage: FileStorage, seed: OrderProcessSeed): Promise<void> {
  for (const [typeKey, moduleId] of Object.entries(seed.modules)) {
    const owner: FileOwner = { kind: 'module_preview', project_id: seed.project, module_id: moduleId };
    const stored = await storeFile(storage, owner, await readFile(new URL(`${typeKey}.png`, PREVIEWS)), 'image/png');
    await db.transaction(async (tx) => {
      await recordStoredFile(tx, owner, stored);
      await tx.update(projectModules).set({ preview_image: stored.key }).where(eq(projectModules.id, moduleId));
    });
  }
}
