/**
 * Request validation for route schemas (TypeBox output is plain JSON Schema). Query strings, path
 * parameters and headers arrive as text, so they are coerced ('5' -> 5); JSON bodies are not, so a
 * body with the wrong type is a 422 rather than silently converted.
 *
 * A path parameter the schema types as an integer is an id, and an id is written one way only: decimal
 * digits without a sign or leading zeros, within the schema's minimum and maximum. Anything else
 * ('0x4', '4e0', '+4', '4.0', '04', ' 4', '0') names nothing and is a 404, before Ajv's coercion could
 * read it as a number.
 *
 * The Ajv instances are shared by every app in the process: Ajv keeps what it compiled per schema object,
 * so an app built again (the API tests build one per file) reuses the validators of the route schemas.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { ApiError, notFound } from './errors';

interface IntegerSchema {
  type?: unknown;
  minimum?: number;
  maximum?: number;
}

const CANONICAL_INTEGER = /^(0|[1-9][0-9]*)$/;

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    strict: false,
  });
  // ajv-formats ships CommonJS; its default export is the plugin function.
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  return ajv;
}

function isCanonicalId(text: unknown, schema: IntegerSchema): boolean {
  if (typeof text !== 'string' || !CANONICAL_INTEGER.test(text)) return false;
  const value = Number(text);
  return value >= (schema.minimum ?? 0) && value <= (schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** What Fastify accepts from a validator: valid or not (errors then on the function), or an error to throw. */
interface ParamsValidator {
  (params: unknown): boolean | { error: ApiError };
  errors?: ValidateFunction['errors'];
}

/** Wraps the params validator of a route so that an id parameter that is not canonical is a 404. */
function withStrictIds(schema: { properties?: Record<string, IntegerSchema> }, validate: ValidateFunction): ParamsValidator {
  const ids = Object.entries(schema.properties ?? {}).filter(([, property]) => property.type === 'integer');
  if (ids.length === 0) return validate;
  const strict: ParamsValidator = (params) => {
    const raw = params as Record<string, unknown>;
    if (ids.some(([name, property]) => !isCanonicalId(raw[name], property))) return { error: notFound() };
    const valid = validate(params);
    strict.errors = validate.errors;
    return valid;
  };
  return strict;
}

const forText = createAjv('array');
const forBody = createAjv(false);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return forBody.compile(schema as object);
  const validate = forText.compile(schema as object);
  return httpPart === 'params' ? withStrictIds(schema as object, validate) : validate;
};
