/**
 * buildApp: the whole HTTP server as one Fastify instance, not yet listening. main.ts listens with it;
 * the API tests drive it with app.inject().
 */
import './fastify-types';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccessTokenSigner } from './auth/access-token';
import { ACCESS_TOKEN_SECRET_NAME } from './auth/auth-constants';
import { installAuthHook } from './auth/auth-hook';
import { SignInThrottle } from './auth/sign-in-throttle';
import { loadOrCreateSecret } from './auth/signing-secret';
import { installXsrfProtection } from './auth/xsrf';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { loadModuleRegistry, type ModuleRegistry } from './domain/module-registry';
import { installErrorHandler, sendNotFound } from './error-handler';
import { registerRouteFiles } from './route-loader';
import { installResponseHeaders } from './security-headers';
import { hasBuiltClient, registerStaticClient, sendSpaPage, wantsSpaPage } from './static';
import { registerUploads } from './uploads';
import { createValidatorCompiler } from './validator-compiler';

export interface BuildAppOptions {
  db: Database;
  config: ServerConfig;
  /** Registered module types; read from plugins/*\/manifest.ts (and upserted) when not given. */
  moduleRegistry?: ModuleRegistry;
  /** Failed sign-in counter; a fresh one per app when not given. */
  signInThrottle?: SignInThrottle;
  /** Fastify's logger: off unless asked (main.ts turns it on). */
  logger?: boolean | { level: string };
}

export const API_DOCS_PATH = '/api/docs';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('moduleRegistry', options.moduleRegistry ?? (await loadModuleRegistry(db)));
  app.decorate('accessTokens', new AccessTokenSigner(await loadOrCreateSecret(db, ACCESS_TOKEN_SECRET_NAME)));
  app.decorate('signInThrottle', options.signInThrottle ?? new SignInThrottle());

  installErrorHandler(app);
  installResponseHeaders(app, config);
  await app.register(fastifyCookie);
  await registerUploads(app);
  installXsrfProtection(app, { secureCookies: config.secureCookies });
  installAuthHook(app, app.accessTokens, { publicPrefixes: [API_DOCS_PATH] });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tessera API', version: config.releaseTag },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });

  await registerRouteFiles(app);

  const builtClient = hasBuiltClient(config.staticDir);
  if (builtClient) await registerStaticClient(app, config.staticDir);
  app.setNotFoundHandler((request, reply) =>
    builtClient && wantsSpaPage(request) ? sendSpaPage(reply) : sendNotFound(request, reply),
  );

  await app.ready();
  return app;
}
