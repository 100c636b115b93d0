/**
 * What everyone may read before signing in: GET /api/system (title, support address, terms link, tab text,
 * favicon) and GET /api/terms.json (the terms page). Both follow the system admin's settings.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readSystemInfo, readSystemSettings } from '../domain/administration/system-settings';
import { routeForms } from '../route-forms';
import { SystemInfoSchema, TermsSchema } from '../schemas/system-settings-schema';

const system: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/system.json')) {
    app.get(url, {
      config: { public: true },
      schema: { tags: ['system'], summary: 'System title, support address, terms link, browser tab text and favicon', response: { 200: SystemInfoSchema }, hide },
    }, async () => readSystemInfo(app.db));
  }

  for (const { url, hide } of routeForms('/terms.json')) {
    app.get(url, {
      config: { public: true },
      schema: { tags: ['system'], summary: 'The terms page: the system title and the terms as plain text paragraphs', response: { 200: TermsSchema }, hide },
    }, async () => {
      const { system_title, terms_text } = await readSystemSettings(app.db);
      return { system_title, terms_text };
    });
  }
};

export default system;
