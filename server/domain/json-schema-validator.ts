/** Ajv instances shared by the server: one for entity values (manifests), used by the module registry. */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '../errors';
import type { JsonSchema } from '../../sdk/manifest';

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
    return { field, message };
  });
}

export function createDocumentAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  // ajv-formats ships CommonJS; its default export is the plugin function.
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

export function compileDocumentValidator(ajv: Ajv2020, schema: JsonSchema): DocumentValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  return (document) => (validate(document) ? null : fieldErrorsOf(validate.errors));
}
