/**
 * Multipart uploads (@fastify/multipart), registered once for the whole app with hard size limits.
 * Routes read one file with readUpload(): the file's bytes, checked against the allowed types and size,
 * plus the form's text fields. Anything wrong is a 422 naming the field and the problem (too big, two files,
 * too many fields, wrong type), never a 500.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_TYPE_NAMES, sniffImageType } from '../core/domain/image-content-type';
import { ApiError, unprocessable, type FieldError } from './errors';

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

function fileTooLarge(rules: UploadRules): FieldError {
  const max = formatBytes(rules.maxBytes);
  return { field: rules.field, message: `The ${rules.what} must be at most ${max}.`, code: 'fileTooLarge', params: { max } };
}

/** What each other multipart limit means to the person uploading. */
function limitMessage(code: string | undefined, rules: UploadRules): string | null {
  switch (code) {
    case 'FST_FILES_LIMIT':
      return `Send one file only, as field "${rules.field}".`;
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return `The form has too many fields; send the file as "${rules.field}" with only the fields this upload needs.`;
    default:
      return null;
  }
}

export interface Form {
  /** The one file, or null when the form carries none. */
  file: Upload | null;
  fields: Record<string, string>;
}

/** Reads a multipart form whose file is optional (an edit form with a picture); 422 when the form is wrong. */
export async function readForm(request: FastifyRequest, rules: UploadRules): Promise<Form> {
  if (!request.isMultipart()) {
    throw unprocessable([{ field: rules.field, code: 'invalid', message: `Send the form as multipart/form-data (the file, if any, as field "${rules.field}").` }]);
  }
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== rules.field) {
          throw unprocessable([{ field: rules.field, code: 'invalid', message: `Send the file as field "${rules.field}"; this upload takes no file "${part.fieldname}".` }]);
        }
        // A browser sends an empty file part for a file input left empty.
        if (data.length > 0 || part.filename) file = { data, filename: part.filename, content_type: part.mimetype, fields };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable([fileTooLarge(rules)]);
    const message = limitMessage(code, rules);
    throw unprocessable([{ field: rules.field, code: 'invalid', message: message ?? `The upload could not be read: ${(error as Error).message}` }]);
  }
  if (file) checkFile(file, rules);
  return { file, fields };
}

function checkFile(upload: Upload, rules: UploadRules): void {
  if (upload.data.length === 0) {
    throw unprocessable([{ field: rules.field, message: `Choose a ${rules.what} to upload.`, code: 'fileMissing' }]);
  }
  if (upload.data.length > rules.maxBytes) {
    throw unprocessable([fileTooLarge(rules)]);
  }
  if (rules.types && rules.types.length > 0 && !rules.types.includes(upload.content_type)) {
    throw unprocessable([{ field: rules.field, message: `Only a ${rules.what} is accepted (got ${upload.content_type}).`, code: 'fileType' }]);
  }
}

/** Reads the one file of a multipart request; 422 naming the problem when the form or the file is wrong. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) {
    throw unprocessable([{ field: rules.field, code: 'fileMissing', message: `Send a ${rules.what} as multipart/form-data field "${rules.field}".` }]);
  }
  const { file } = await readForm(request, rules);
  if (!file) throw unprocessable([{ field: rules.field, message: `Choose a ${rules.what} to upload.`, code: 'fileMissing' }]);
  return file;
}

/**
 * An image is judged by its bytes (core/domain/image-content-type.ts), never by its name or the type the browser
 * claims from it: a JPEG named .png is stored as the JPEG it is, a text file named .png is refused.
 */
function checkImage(upload: Upload, rules: UploadRules): Upload {
  const found = sniffImageType(upload.data);
  const allowed = (type: string) => !rules.types || rules.types.length === 0 || rules.types.includes(type);
  if (found && allowed(found)) return { ...upload, content_type: found };
  if (found) {
    throw unprocessable([{ field: rules.field, message: `Only a ${rules.what} is accepted; this file is a ${IMAGE_TYPE_NAMES[found]} image.`, code: 'fileType' }]);
  }
  if (!allowed(upload.content_type)) {
    throw unprocessable([{ field: rules.field, message: `Only a ${rules.what} is accepted (got ${upload.content_type}).`, code: 'fileType' }]);
  }
  throw unprocessable([{ field: rules.field, message: `“${upload.filename}” is not a ${rules.what}: its content is not an image, whatever its name says.`, code: 'notAnImage', params: { name: upload.filename } }]);
}

/** The rules without the claimed type's check: checkImage judges the bytes instead. */
const anyClaimedType = (rules: UploadRules): UploadRules => ({ ...rules, types: undefined });

/** readUpload for an image: its bytes must also be an image of the type it claims. */
export async function readImageUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  return checkImage(await readUpload(request, anyClaimedType(rules)), rules);
}

/** readForm whose optional file is an image of the type it claims. */
export async function readImageForm(request: FastifyRequest, rules: UploadRules): Promise<Form> {
  const form = await readForm(request, anyClaimedType(rules));
  return { ...form, file: form.file && checkImage(form.file, rules) };
}

function formatBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
