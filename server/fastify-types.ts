/** What the server adds to Fastify's own types: the database, the module registry, the caller. */
import type { AuthContext } from './auth/auth-context';
import type { AccessTokenSigner } from './auth/access-token';
import type { SecretBox } from './auth/secret-box';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { XsrfTokens } from './auth/xsrf';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { ModuleRegistry } from './domain/module-registry';
import type { LiveHub } from './live/live-hub';
import type { PresenceHub } from './live/presence-hub';
import type { Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    moduleRegistry: ModuleRegistry;
    accessTokens: AccessTokenSigner;
    signInThrottle: SignInThrottle;
    xsrfTokens: XsrfTokens;
    /** Encrypts stored client secrets and the sign-in flow cookie (server/auth/secret-box.ts). */
    secretBox: SecretBox;
    /** Outgoing mail (server/mail/mailer.ts). */
    mailer: Mailer;
    /** This process's live connections, told of every committed module change (server/live/live-hub.ts). */
    liveHub: LiveHub;
    livePresence: PresenceHub;
  }
  interface FastifyRequest {
    /** Null when the request carries no valid bearer token (see server/auth/auth-hook.ts). */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes under /api need a signed-in caller unless they set this. */
    public?: boolean;
    /** A GET route that changes state: it needs the anti-forgery header like POST does (server/auth/xsrf.ts). */
    xsrf?: boolean;
  }
}

export {};
