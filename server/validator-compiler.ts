/**
 * Request validation for route schemas (TypeBox output is plain JSON Schema). Query strings, path
 * parameters and headers arrive as text, so they are coerced ('5' -> 5); JSON bodies are not, so a
 * body with the wrong type is a 422 rather than silently converted.
 */
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const forText = createAjv('array');
  const forBody = createAjv(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? forBody : forText).compile(schema as object);
}
