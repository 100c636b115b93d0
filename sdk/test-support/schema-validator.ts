import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { EntityAttributeManifest, JsonSchema } from '../manifest';

/** Ajv configured as the server's createDocumentAjv (server/domain/json-schema-validator.ts): strict, every format. */
const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
(addFormats as unknown as (instance: Ajv2020) => void)(ajv);

/** Null when the server would store the value, else Ajv's complaints (why it would answer 422). */
export type ValueValidator = (value: unknown) => string | null;

/** The schema's failures, else the attribute's refinement's (EntityAttributeManifest.refine), as the server checks. */
export function compileValueValidator(schema: JsonSchema, refine?: EntityAttributeManifest['refine']): ValueValidator {
  const validate = ajv.compile(schema);
  return (value) => {
    if (!validate(value)) return ajv.errorsText(validate.errors);
    const problems = refine?.(value) ?? [];
    return problems.length > 0 ? problems.map((problem) => `${problem.field} ${problem.message}`).join('; ') : null;
  };
}
