/**
 * Response serialization for route schemas with fast-json-stringify, as Fastify does by default, but
 * each schema object is compiled once per process: generating a serializer is the costliest part of
 * building the app, and an app built again (the API tests build one per file) reuses them.
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Serializer = (data: unknown) => string;

const serializers = new WeakMap<object, Serializer>();

export const cachedSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(key) as Serializer;
    serializers.set(key, serialize);
  }
  return serialize;
};
