/**
 * buildApp: the whole HTTP server as one Fastify instance, not yet listening. main.ts listens with it;
 * the API tests drive it with app.inject().
 */
import './fastify-types';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccessTokenSigner } from './auth/access-token';
import { ACCESS_TOKEN_SECRET_NAME, SECRET_BOX_KEY_NAME, XSRF_SECRET_NAME } from './auth/auth-constants';
import { installAuthHook } from './auth/auth-hook';
import { SecretBox } from './auth/secret-box';
import { SignInThrottle } from './auth/sign-in-throttle';
import { loadOrCreateSecret } from './auth/signing-secret';
import { installXsrfProtection, XsrfTokens } from './auth/xsrf';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { loadModuleRegistry, type ModuleRegistry } from './domain/module-registry';
import { installErrorHandler, sendNotFound } from './error-handler';
import { installJsonBodyParser } from './json-body-parser';
import { installNulGuard } from './nul-guard';
import { JSON_BODY_MAX_BYTES, LIVE_MESSAGE_MAX_BYTES } from './request-limits';
import { registerRouteFiles } from './route-loader';
import { cachedSerializerCompiler } from './serializer-compiler';
import { installResponseHeaders } from './security-headers';
import { hasBuiltClient, registerStaticClient, sendSpaPage, wantsSpaPage } from './static';
import { registerUploads } from './uploads';
import { LiveHub } from './live/live-hub';
import { PresenceHub } from './live/presence-hub';
import { createMailer } from './mail/mailer';
import { validatorCompiler } from './validator-compiler';

export interface BuildAppOptions {
  db: Database;
  config: ServerConfig;
  /** Registered module types; read from plugins/*\/manifest.ts (and upserted) when not given. */
  moduleRegistry?: ModuleRegistry;
  /** Fastify's logger: off unless asked (main.ts turns it on). */
  logger?: boolean | { level: string };
  /** Told of every route as it is added (the authorization matrix test lists the API with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export const API_DOCS_PATH = '/api/docs';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_MAX_BYTES,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(cachedSerializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('moduleRegistry', options.moduleRegistry ?? (await loadModuleRegistry(db)));
  app.decorate('accessTokens', new AccessTokenSigner(await loadOrCreateSecret(db, ACCESS_TOKEN_SECRET_NAME)));
  app.decorate('signInThrottle', new SignInThrottle(db));
  app.decorate('xsrfTokens', new XsrfTokens(await loadOrCreateSecret(db, XSRF_SECRET_NAME), config.secureCookies));
  app.decorate('secretBox', new SecretBox(await loadOrCreateSecret(db, SECRET_BOX_KEY_NAME)));
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('liveHub', new LiveHub(db, app.log));
  app.decorate('livePresence', new PresenceHub(db, app.log));
  await app.liveHub.start();
  await app.livePresence.start();
  app.addHook('onClose', async () => {
    await app.livePresence.stop();
    await app.liveHub.stop();
  });

  installErrorHandler(app);
  installJsonBodyParser(app);
  installNulGuard(app);
  installResponseHeaders(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_MESSAGE_MAX_BYTES } });
  await registerUploads(app);
  installXsrfProtection(app);
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
