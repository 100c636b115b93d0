/**
 * GET /runtime-config.json: the client's configuration, from environment variables (RUNTIME_CONFIG_ENV),
 * so one build runs anywhere. URLs default to the origin the browser used to reach this server.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TString } from 'typebox';
import { RUNTIME_CONFIG_ENV, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../core/domain/runtime-config';
import type { ServerConfig } from '../config';

/** Mounted at the root, not under /api. */
export const prefix = '';

export function runtimeConfigFor(config: ServerConfig, origin: string): RuntimeConfig {
  const answer = Object.fromEntries(Object.keys(RUNTIME_CONFIG_ENV).map((name) => [name, ''])) as unknown as RuntimeConfig;
  Object.assign(answer, { frontendUrl: origin, backendUrl: origin, releaseTag: config.releaseTag }, config.runtimeConfig);
  return answer;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const RuntimeConfigSchema = Type.Object(
  Object.fromEntries(Object.keys(RUNTIME_CONFIG_ENV).map((name) => [name, Type.String()])) as {
    [K in keyof RuntimeConfig]: TString;
  },
);

const runtimeConfig: FastifyPluginAsyncTypebox = async (app) => {
  app.get(RUNTIME_CONFIG_PATH, {
    schema: { tags: ['system'], summary: 'Runtime configuration of the client', response: { 200: RuntimeConfigSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfigFor(app.config, originOf(request));
  });
};

export default runtimeConfig;
