import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../manifest';

/** Ajv configured as the server's createDocumentAjv (server/domain/json-schema-validator.ts): strict, every format. */
const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
(addFormats as unknown as (instance: Ajv2020) => void)(ajv);

/** Null when the server would store the value, else Ajv's complaints (why it would answer 422). */
export type ValueValidator = (value: unknown) => string | null;

export function compileValueValidator(schema: JsonSchema): ValueValidator {
  const validate = ajv.compile(schema);
  return (value) => (validate(value) ? null : ajv.errorsText(validate.errors));
}
