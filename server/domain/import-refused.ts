/**
 * A file import refused whole (422): the usual error body plus every problem, each at its spreadsheet row
 * (`line`, the header is row 1) or its JSON pointer into an uploaded document (`path`).
 */
import { ApiError } from '../errors';

export interface ImportProblem {
  line?: number;
  path?: string;
  reason: string;
}

function wrongPlaces(errors: readonly ImportProblem[]): string {
  const count = new Set(errors.map((error) => error.line ?? error.path)).size;
  if (errors.every((error) => error.line !== undefined)) return count === 1 ? '1 row is' : `${count} rows are`;
  return count === 1 ? '1 part of the file is' : `${count} parts of the file are`;
}

export class ImportRefused<E extends ImportProblem = ImportProblem> extends ApiError {
  readonly errors: E[];

  constructor(errors: E[]) {
    super(422, 'unprocessable_entity', `Nothing was imported: ${wrongPlaces(errors)} not valid. Correct them and import the file again.`, {
      fields: errors.map((error) => ({ field: error.line !== undefined ? `file/row ${error.line}` : `file${error.path ?? ''}`, code: 'invalid', message: error.reason })),
      code: 'importRefused',
    });
    this.errors = errors;
  }

  override toBody() {
    return { ...super.toBody(), errors: this.errors };
  }
}
