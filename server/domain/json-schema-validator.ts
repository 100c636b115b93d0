/** Ajv instances shared by the server: one for entity values (manifests), used by the module registry. */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '../errors';
import { validationFailureCode } from '../validation-failure-code';
import type { JsonSchema } from '../../sdk/manifest';
import { RICH_TEXT_MEDIA_TYPE } from '../../core/domain/rich-text-policy';
import { sanitizeRichText } from './rich-text';

/** Null when the document is valid, else the failing fields as JSON pointers into the document. */
export type DocumentValidator = (document: unknown) => FieldError[] | null;

export function fieldErrorsOf(errors: ReadonlyArray<ErrorObject> | null | undefined, prefix = ''): FieldError[] {
  return (errors ?? []).map((e) => {
    let pointer = e.instancePath;
    if (e.keyword === 'required') pointer += `/${(e.params as { missingProperty: string }).missingProperty}`;
    if (e.keyword === 'additionalProperties') pointer += `/${(e.params as { additionalProperty: string }).additionalProperty}`;
    const field = `${prefix}${pointer}`.replace(/^\//, '') || prefix.replace(/\/$/, '') || '(body)';
    const message =
      e.keyword === 'enum'
        ? `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
        : e.keyword === 'additionalProperties'
          ? 'is not a known field'
          : e.keyword === 'required'
            ? 'is required'
            : (e.message ?? 'is not valid');
    return { field, message, ...validationFailureCode(e.keyword, e.params as Record<string, unknown>) };
  });
}

export function createDocumentAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  // ajv-formats ships CommonJS; its default export is the plugin function.
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  cleanRichTextWhileValidating(ajv);
  return ajv;
}

/**
 * A string declared `contentMediaType: 'text/html'` is rich text: every document passes this validator
 * before it is written (create, update, bulk, archive import, seed), so cleaning it here is the one write
 * path. The keyword is only an annotation in JSON Schema; here it also replaces the string in place.
 */
function cleanRichTextWhileValidating(ajv: Ajv2020): void {
  ajv.removeKeyword('contentMediaType');
  ajv.addKeyword({
    keyword: 'contentMediaType',
    schemaType: 'string',
    type: 'string',
    modifying: true,
    errors: false,
    validate: (mediaType: string, text: string, _parentSchema?: unknown, place?: DataValidationCxt) => {
      if (mediaType === RICH_TEXT_MEDIA_TYPE && place?.parentData !== undefined) {
        (place.parentData as Record<string | number, unknown>)[place.parentDataProperty] = sanitizeRichText(text);
      }
      return true;
    },
  });
}

export function compileDocumentValidator(ajv: Ajv2020, schema: JsonSchema): DocumentValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  return (document) => (validate(document) ? null : fieldErrorsOf(validate.errors));
}
