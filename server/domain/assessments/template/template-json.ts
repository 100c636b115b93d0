/**
 * An uploaded structure (.json, as GET export.json gives it) checked against the structure's schema: every
 * problem at its JSON pointer, in words a person can act on.
 */
import { Ajv, type ErrorObject } from 'ajv';
import type { AssessmentImportError, AssessmentStructure } from '../../../../core/domain/assessment-types';
import { StructureSchema } from '../../../schemas/assessment-schema';

const validate = new Ajv({ allErrors: true, strict: false }).compile<AssessmentStructure>(StructureSchema);

function reasonOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `"${String(params.missingProperty)}" is missing`;
    case 'minLength':
    case 'pattern':
      return 'must not be empty';
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} entries`;
    case 'minItems':
      return `must have at least ${String(params.limit)} entry`;
    case 'const':
      return 'must be what an assessment export writes (format "tessera-assessment", version 1)';
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return error.message ?? 'is not valid';
  }
}

export type ParsedJsonTemplate = { structure: AssessmentStructure; errors: [] } | { structure: null; errors: AssessmentImportError[] };

export function parseJsonTemplate(data: Buffer): ParsedJsonTemplate {
  let document: unknown;
  try {
    document = JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    return { structure: null, errors: [{ path: '', reason: `The file is not valid JSON (${(error as Error).message}). Upload an assessment export (.json) or the spreadsheet template (.xlsx).` }] };
  }
  if (validate(document)) return { structure: document, errors: [] };
  const errors = (validate.errors ?? []).map((error) => ({ path: error.instancePath, reason: reasonOf(error) }));
  // A union's branches each report; one reason per place is enough.
  return { structure: null, errors: errors.filter((error, index) => errors.findIndex((other) => other.path === error.path) === index) };
}
