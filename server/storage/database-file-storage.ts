/**
 * FileStorage in the database (TESSERA_FILE_STORE=database): the bytes in file_blobs and file_blob_chunks, so that
 * every API process reads what any of them wrote. A file and its chunks are written in one transaction: a file is
 * there whole or not at all.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fileBlobChunks, fileBlobs } from '../db/schema';
import { isValidKey, newKey, type FileStorage, type StoredFile } from './file-storage';

/** Bytes per chunk: a row stays small enough to move in one piece, a file of many megabytes in a few rows. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Database) {}

  async put(prefix: string, data: Buffer, contentType: string, extension?: string): Promise<StoredFile> {
    const key = newKey(prefix, extension);
    await this.db.transaction(async (tx) => {
      await tx.insert(fileBlobs).values({ key, content_type: contentType, byte_size: data.length });
      for (let position = 0; position * FILE_CHUNK_BYTES < data.length; position++) {
        const chunk = data.subarray(position * FILE_CHUNK_BYTES, (position + 1) * FILE_CHUNK_BYTES);
        await tx.insert(fileBlobChunks).values({ key, position, data: chunk });
      }
    });
    return { key, content_type: contentType, byte_size: data.length };
  }

  async get(key: string): Promise<{ data: Buffer; content_type: string } | null> {
    if (!isValidKey(key)) return null;
    const [blob] = await this.db.select({ content_type: fileBlobs.content_type }).from(fileBlobs).where(eq(fileBlobs.key, key));
    if (!blob) return null;
    const chunks = await this.db
      .select({ data: fileBlobChunks.data })
      .from(fileBlobChunks)
      .where(eq(fileBlobChunks.key, key))
      .orderBy(asc(fileBlobChunks.position));
    return { data: Buffer.concat(chunks.map((chunk) => chunk.data)), content_type: blob.content_type };
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    await this.db.delete(fileBlobs).where(eq(fileBlobs.key, key));
  }
}
