import type { AccessTokenSigner } from '../auth/access-token';
import type { AuthContext } from '../auth/auth-context';
import { authContextForSession } from '../auth/auth-hook';
import { resolveShareGrant, sharedVisitorContext } from '../auth/share-grant';
import type { Database } from '../db/client';
import { loadModuleByIdFor } from '../domain/module-access';

/** What a live connection signed in with, asked again before each change it is sent: a session may end, a link be revoked. */
export interface LiveCredentials {
  current(): Promise<AuthContext | null>;
}

/**
 * The credentials of the auth message: a user's access token (its session is what counts from then on, since the
 * token itself expires within minutes), a share link's session token, or both, as the HTTP API takes them.
 */
export async function liveCredentials(db: Database, signer: AccessTokenSigner, token: string | null, sessionToken: string | null): Promise<LiveCredentials | null> {
  const claims = token ? signer.verify(token) : null;
  if (token && !claims) return null;
  const current = async (): Promise<AuthContext | null> => {
    const auth = claims ? await authContextForSession(db, claims.uid, claims.sid) : null;
    if (claims && !auth) return null;
    const grant = sessionToken ? await resolveShareGrant(db, sessionToken) : null;
    if (auth) return { ...auth, share: grant };
    return grant ? sharedVisitorContext(grant) : null;
  };
  return (await current()) ? { current } : null;
}

/** Whether a live connection may read the module now. */
export async function mayReadModule(db: Database, credentials: LiveCredentials, moduleId: number): Promise<boolean> {
  const auth = await credentials.current();
  if (!auth) return false;
  return loadModuleByIdFor(db, auth, moduleId, 'read').then(
    () => true,
    () => false,
  );
}
