/** GET /api/system: what the sign-in page shows before anyone signs in. Public. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SystemInfo } from '../../core/domain/api-types';
import { routeForms } from '../route-forms';

/** No system settings table yet (the system admin's settings arrive with the admin area). */
export const DEFAULT_SYSTEM_INFO: SystemInfo = {
  system_title: 'Tessera',
  support_email: 'support@tessera.test',
  eula_link: '/terms',
  favicon_image: null,
  browser_tab_text: 'Tessera',
  show_application_tours: true,
};

const SystemInfoSchema = Type.Object({
  system_title: Type.String(),
  support_email: Type.String(),
  eula_link: Type.String(),
  favicon_image: Type.Union([Type.String(), Type.Null()]),
  browser_tab_text: Type.String(),
  show_application_tours: Type.Boolean(),
});

const system: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/system.json')) {
    app.get(url, {
      config: { public: true },
      schema: { tags: ['system'], summary: 'System title, support address and terms link', response: { 200: SystemInfoSchema }, hide },
    }, async () => DEFAULT_SYSTEM_INFO);
  }
};

export default system;
