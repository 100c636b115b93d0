/**
 * Multipart uploads (@fastify/multipart), registered once for the whole app with hard size limits.
 * Routes read one file with readUpload(): the file's bytes, checked against the allowed types and size,
 * plus the form's text fields. Anything wrong is a 422 naming the field, never a 500.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from './errors';

/** The largest file any route accepts (PDF resources); each route sets its own lower limit. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 100 * 1024, parts: 25 },
  });
}

export interface Upload {
  data: Buffer;
  filename: string;
  content_type: string;
  /** The form's text fields. */
  fields: Record<string, string>;
}

export interface UploadRules {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** Allowed content types (e.g. image/png); empty: any. */
  types?: readonly string[];
  /** Shown in messages, e.g. 'PNG, JPEG, WebP or GIF image'. */
  what: string;
}

export function isMultipart(request: FastifyRequest): boolean {
  return request.isMultipart();
}

/** Reads the one file of a multipart request; 422 when it is missing, too big or of the wrong type. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) {
    throw unprocessable([{ field: rules.field, message: `Send a ${rules.what} as multipart/form-data field "${rules.field}".` }]);
  }
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === rules.field && !upload) {
          upload = { data, filename: part.filename, content_type: part.mimetype, fields };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw unprocessable([{ field: rules.field, message: `The ${rules.what} must be at most ${formatBytes(rules.maxBytes)}.` }]);
    }
    throw unprocessable([{ field: rules.field, message: `The upload could not be read: ${(error as Error).message}` }]);
  }
  if (!upload || upload.data.length === 0) {
    throw unprocessable([{ field: rules.field, message: `Choose a ${rules.what} to upload.` }]);
  }
  if (upload.data.length > rules.maxBytes) {
    throw unprocessable([{ field: rules.field, message: `The ${rules.what} must be at most ${formatBytes(rules.maxBytes)}.` }]);
  }
  if (rules.types && rules.types.length > 0 && !rules.types.includes(upload.content_type)) {
    throw unprocessable([{ field: rules.field, message: `Only a ${rules.what} is accepted (got ${upload.content_type}).` }]);
  }
  return upload;
}

function formatBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
