/**
 * An uploaded structure (.json, as GET export.json gives it) checked against the structure's schema: every
 * problem at its JSON pointer, in words a person can act on. The spreadsheet template's structure passes the
 * same schema, so both meet the limits of the structure's own calls.
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

/** Where the document breaks the structure's schema, one reason per JSON pointer; [] when it is a structure. */
export function structureProblems(document: unknown): Array<{ path: string; reason: string }> {
  if (validate(document)) return [];
  const problems = (validate.errors ?? []).map((error) => ({ path: error.instancePath, reason: reasonOf(error) }));
  return problems.filter((problem, index) => problems.findIndex((other) => other.path === problem.path) === index);
}

export type ParsedJsonTemplate = { structure: AssessmentStructure; errors: [] } | { structure: null; errors: AssessmentImportError[] };

export function parseJsonTemplate(data: Buffer): ParsedJsonTemplate {
  let document: unknown;
  try {
    document = JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    return { structure: null, errors: [{ path: '', reason: `The file is not valid JSON (${(error as Error).message}). Upload an assessment export (.json) or the spreadsheet template (.xlsx).` }] };
  }
  const errors = structureProblems(document);
  return errors.length === 0 ? { structure: document as AssessmentStructure, errors: [] } : { structure: null, errors };
}
