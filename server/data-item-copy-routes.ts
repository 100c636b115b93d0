/**
 * The copy routes of a data catalog or data map, registered once for both (data-layer.md §4): POST
 * `{basePath}/clone.json`, `create_global_from.json` (system admins) and `create_local_from.json`, each with an
 * optional name ("<name> (copy)" otherwise). Who may copy: server/domain/data-governance/data-item-copies.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { requireSignedInUser } from './auth/auth-context';
import type { DataItemCopy } from './domain/data-governance/data-item-copies';
import { routeForms } from './route-forms';
import { errorResponses } from './schemas/api-schemas';
import { DataItemCopySchema } from './schemas/data-catalog-schema';
import { IdSchema } from './schemas/resource-schema';

export interface DataItemCopyRoutes<Answer> {
  /** The path parameter naming the item in basePath ('dataMapId' for '/data_maps/:dataMapId'). */
  itemParam: string;
  /** "catalog", "map": in the documentation. */
  noun: string;
  tags: string[];
  answer: TSchema;
  copies: { clone: DataItemCopy<Answer>; createGlobalFrom: DataItemCopy<Answer>; createLocalFrom: DataItemCopy<Answer> };
}

export function registerDataItemCopyRoutes<Answer>(app: FastifyInstance, declared: DataItemCopyRoutes<Answer>, basePath: string): void {
  const { itemParam, noun, tags, answer, copies } = declared;
  const routes = [
    { path: 'clone', copy: copies.clone, summary: `Copy a readable ${noun} beside it (needs company write; a system admin’s copy of a global ${noun} stays global)` },
    { path: 'create_global_from', copy: copies.createGlobalFrom, summary: `Make a global copy of a readable ${noun} (system admins only)` },
    { path: 'create_local_from', copy: copies.createLocalFrom, summary: `Copy a readable ${noun}, typically a global one, into the caller’s company (needs company write)` },
  ];
  const params = Type.Object({ [itemParam]: IdSchema });
  for (const { path, copy, summary } of routes) {
    for (const { url, hide } of routeForms(`${basePath}/${path}.json`)) {
      app.post(url, {
        schema: { tags, summary: `${summary}; named "<name> (copy)" unless a name is given`, params, body: Type.Optional(DataItemCopySchema), response: { 201: answer, ...errorResponses }, hide },
      }, async (request, reply) => {
        const body = request.body as { name?: string } | undefined;
        return reply.status(201).send(await copy(app.db, requireSignedInUser(request), (request.params as Record<string, number>)[itemParam], body?.name));
      });
    }
  }
}
