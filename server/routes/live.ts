/**
 * GET /api/live, upgraded to a WebSocket: live updates of the modules a browser has open (server/live/). The
 * connection signs in with its first message rather than a header, which browsers cannot set on a WebSocket.
 */
import type { FastifyPluginAsync } from 'fastify';
import { liveCredentials } from '../live/live-credentials';
import { serveLiveConnection } from '../live/live-connection';

const live: FastifyPluginAsync = async (app) => {
  app.get('/live', { websocket: true, config: { public: true }, schema: { hide: true } }, (socket) => {
    serveLiveConnection(socket, app.liveHub, app.livePresence, (token, sessionToken) => liveCredentials(app.db, app.accessTokens, token, sessionToken), app.log);
  });
};

export default live;
