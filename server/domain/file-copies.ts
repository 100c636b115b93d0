/**
 * A copy of a module (clone, project copy, archive import) gets its own copies of the stored files, so
 * removing an image in the copy never deletes the source's and the copy's readers may fetch them. A copied
 * cell's image points at the copied file, and so do the images in a document's rich text (an <img> of one of
 * our files in any of its strings); an image whose file was not copied (not the source module's, or not
 * readable by whoever imports it) is dropped rather than left pointing at a file the copy does not own.
 */
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { storedFiles } from '../db/schema';
import type { FileStorage, StoredFile } from '../storage/file-storage';
import { filesWithKeys, keyOfFileUrl, mayReadStoredFile, storedFileUrl, storeFile, type StoredFileRow } from './stored-files';

export interface FileCopies {
  target: { project_id: number; module_id: number };
  /** Source key → the copy. */
  byKey: Map<string, StoredFile & { kind: StoredFileRow['kind'] }>;
}

/** Copies the bytes of `sources` into the target module's folders. */
export async function copyStoredFiles(storage: FileStorage, sources: readonly StoredFileRow[], target: FileCopies['target']): Promise<FileCopies> {
  const byKey: FileCopies['byKey'] = new Map();
  for (const source of sources) {
    const file = await storage.get(source.key);
    if (!file) continue;
    const copy = await storeFile(storage, { kind: source.kind, ...target }, file.data, file.content_type);
    byKey.set(source.key, { ...copy, kind: source.kind });
  }
  return { target, byKey };
}

/** Copies of the files the documents' images name that the caller may read (an archive names keys, not files). */
export async function copyReadableImages(
  db: Queryable,
  storage: FileStorage,
  auth: AuthContext,
  values: readonly unknown[],
  target: FileCopies['target'],
): Promise<FileCopies> {
  const keys = [...new Set(values.flatMap((value) => [imageKeyOf(value), ...richTextImageKeys(value)]).filter((key): key is string => key !== null))];
  const readable: StoredFileRow[] = [];
  for (const row of await filesWithKeys(db, keys)) {
    if (await mayReadStoredFile(db, auth, row)) readable.push(row);
  }
  return copyStoredFiles(storage, readable, target);
}

/** The stored key a document's image names, if any. */
export function imageKeyOf(value: unknown): string | null {
  const image = (value as { image?: { url?: unknown } | null } | null)?.image;
  return keyOfFileUrl(image?.url);
}

/** An <img> of one of our files in sanitised rich text (DOMPurify writes src="..." with double quotes). */
const STORED_IMAGE_TAG = /<img\b[^>]*?\bsrc="(\/api\/files\/[^"]+)"[^>]*>/gi;

/** The document's strings that hold rich text with images. */
function richTextEntries(value: unknown): Array<[string, string]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes('<img'));
}

/** The stored keys the images in a document's rich text name. */
function richTextImageKeys(value: unknown): Array<string | null> {
  return richTextEntries(value).flatMap(([, html]) => [...html.matchAll(STORED_IMAGE_TAG)].map((match) => keyOfFileUrl(match[1])));
}

/** The document with its image and its rich text's images pointing at the copied files (dropped when not copied). */
export function pointImageAtCopy<T>(value: T, copies: FileCopies): T {
  const copiedUrl = (key: string | null) => {
    const copy = key === null ? undefined : copies.byKey.get(key);
    return copy ? storedFileUrl(copy.key) : null;
  };
  const richText = richTextEntries(value).map(([name, html]) => [
    name,
    html.replace(STORED_IMAGE_TAG, (tag, url: string) => {
      const copied = copiedUrl(keyOfFileUrl(url));
      return copied ? tag.replace(url, copied) : '';
    }),
  ]);
  const key = imageKeyOf(value);
  if (key === null && richText.length === 0) return value;
  const url = copiedUrl(key);
  return { ...value, ...Object.fromEntries(richText), ...(key === null ? {} : { image: url ? { url } : null }) };
}

/** Rows for the copies; the first inserted value whose image names a copy owns it. */
export async function recordFileCopies(tx: Queryable, copies: FileCopies, inserted: ReadonlyArray<{ id: number; value: unknown }>): Promise<void> {
  if (copies.byKey.size === 0) return;
  const ownerOf = new Map<string, number>();
  for (const row of inserted) {
    const key = imageKeyOf(row.value);
    if (key !== null && !ownerOf.has(key)) ownerOf.set(key, row.id);
  }
  await tx.insert(storedFiles).values(
    [...copies.byKey.values()].map((copy) => ({
      key: copy.key,
      kind: copy.kind,
      ...copies.target,
      entity_value_id: ownerOf.get(copy.key) ?? null,
      content_type: copy.content_type,
      byte_size: copy.byte_size,
    })),
  );
}
