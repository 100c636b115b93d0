/**
 * The code of a JSON Schema validation failure (core/domain/field-failures.ts), from the keyword and its
 * parameters as Ajv reports them, so the client can say it in the user's language.
 */
import type { FieldFailure } from '../core/domain/field-failures';

type Coded = Required<Pick<FieldFailure, 'code'>> & Pick<FieldFailure, 'params'>;

const FORMAT_CODES: Record<string, FieldFailure['code']> = {
  email: 'email',
  uri: 'url',
  url: 'url',
  date: 'date',
  'date-time': 'date',
};

export function validationFailureCode(keyword: string, params: Record<string, unknown>): Coded {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return { code: 'required' };
    case 'minLength':
    case 'minItems':
      // Nothing where at least one is needed is a missing value, however the schema says it.
      return limit <= 1 ? { code: 'required' } : { code: 'tooShort', params: { count: limit } };
    case 'maxLength':
      return { code: 'tooLong', params: { count: limit } };
    case 'minimum':
      return { code: 'tooSmall', params: { limit } };
    case 'maximum':
      return { code: 'tooLarge', params: { limit } };
    case 'format':
      return { code: FORMAT_CODES[String(params.format)] ?? 'invalid' };
    default:
      return { code: 'invalid' };
  }
}
