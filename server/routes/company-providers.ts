/**
 * A company's sign-in providers, for system admins (data-layer.md §7):
 * GET/POST /api/admin/companies/{companyId}/providers, GET/PUT/DELETE .../providers/{id}, and
 * POST .../providers/{id}/check ("Test discovery"). The client secret is write-only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireSystemAdmin } from '../auth/auth-context';
import {
  createProvider,
  deleteProvider,
  findProviderRow,
  listProviders,
  providerAnswer,
  updateProvider,
} from '../domain/identity/company-providers';
import { checkDiscovery } from '../domain/identity/provider-client';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  CompanyProviderCreateSchema,
  CompanyProviderParamsSchema,
  CompanyProviderSchema,
  CompanyProvidersParamsSchema,
  CompanyProviderUpdateSchema,
  ProviderDiscoveryCheckSchema,
} from '../schemas/company-provider-schema';

const tags = ['admin: companies'];
const admin = (request: FastifyRequest) => requireSystemAdmin(request, 'Only system administrators manage sign-in providers.');

const companyProviders: FastifyPluginAsyncTypebox = async (app) => {
  const itemResponse = { 200: CompanyProviderSchema, ...errorResponses };

  for (const { url, hide } of routeForms('/admin/companies/:companyId/providers.json')) {
    app.get(url, {
      schema: { tags, summary: "The company's sign-in providers", params: CompanyProvidersParamsSchema, response: { 200: Type.Array(CompanyProviderSchema), ...errorResponses }, hide },
    }, async (request) => {
      admin(request);
      return listProviders(app.db, request.params.companyId);
    });
    app.post(url, {
      schema: { tags, summary: 'Add an OpenID Connect provider', params: CompanyProvidersParamsSchema, body: CompanyProviderCreateSchema, response: { 201: CompanyProviderSchema, ...errorResponses }, hide },
    }, async (request, reply) => {
      const auth = admin(request);
      return reply.status(201).send(await createProvider(app, auth, request.params.companyId, request.body));
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/providers/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'One sign-in provider (never its client secret)', params: CompanyProviderParamsSchema, response: itemResponse, hide },
    }, async (request) => {
      admin(request);
      return providerAnswer(await findProviderRow(app.db, request.params.companyId, request.params.id));
    });
    app.put(url, {
      schema: { tags, summary: 'Change a sign-in provider; omitted fields stay', params: CompanyProviderParamsSchema, body: CompanyProviderUpdateSchema, response: itemResponse, hide },
    }, async (request) => {
      const auth = admin(request);
      return updateProvider(app, auth, request.params.companyId, request.params.id, request.body);
    });
    app.delete(url, {
      schema: { tags, summary: 'Remove a sign-in provider', params: CompanyProviderParamsSchema, response: { 204: Type.Null(), ...errorResponses }, hide },
    }, async (request, reply) => {
      const auth = admin(request);
      await deleteProvider(app, auth, request.params.companyId, request.params.id);
      return reply.status(204).send(null);
    });
  }

  for (const { url, hide } of routeForms('/admin/companies/:companyId/providers/:id/check.json')) {
    app.post(url, {
      schema: { tags, summary: "Test discovery: fetch the issuer's discovery document and say what is wrong", params: CompanyProviderParamsSchema, response: { 200: ProviderDiscoveryCheckSchema, ...errorResponses }, hide },
    }, async (request) => {
      admin(request);
      return checkDiscovery(app, await findProviderRow(app.db, request.params.companyId, request.params.id));
    });
  }
};

export default companyProviders;
