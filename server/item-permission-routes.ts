/**
 * The routes of an item's user and team permission rows (server/domain/item-permission-rows.ts), registered once for
 * every kind of item that has them (assessments, data catalogs, data maps): under `{basePath}/user_permissions` and
 * `{basePath}/role_permissions`, list and get for the item's readers, create, update and destroy for its admins.
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { requireSignedInUser } from './auth/auth-context';
import type { ItemPermissionRows, PermissionKind } from './domain/item-permission-rows';
import { routeForms } from './route-forms';
import { errorResponses } from './schemas/api-schemas';
import { IdSchema } from './schemas/resource-schema';
import { PermissionUpdateSchema, RolePermissionCreateSchema, UserPermissionCreateSchema } from './schemas/sharing-schema';

export interface ItemPermissionRouteDeclaration {
  rows: ItemPermissionRows;
  /** The path parameter naming the item in basePath ('assessmentId' for '/assessments/:assessmentId'). */
  itemParam: string;
  /** "assessment", "data catalog": in the documentation. */
  noun: string;
  tags: string[];
  /** The answer shape of one row of each kind. */
  rowSchemas: Record<PermissionKind, TSchema>;
}

const KINDS: Array<{ kind: PermissionKind; who: string; create: TSchema }> = [
  { kind: 'user_permissions', who: 'person', create: UserPermissionCreateSchema },
  { kind: 'role_permissions', who: 'team', create: RolePermissionCreateSchema },
];

type ItemParams = Record<string, number>;
type CreateBody = { user_id?: number; role_id?: number; permission_key: 'read' | 'write' | 'admin' };

/** Registers the ten calls (both path forms each) of an item's permission rows; basePath has no /api prefix. */
export function registerItemPermissionRoutes(app: FastifyInstance, declared: ItemPermissionRouteDeclaration, basePath: string): void {
  const { rows, itemParam, noun, tags } = declared;
  const params = Type.Object({ [itemParam]: IdSchema });
  const childParams = Type.Object({ [itemParam]: IdSchema, id: IdSchema });
  const itemOf = (request: { params: unknown }) => (request.params as ItemParams)[itemParam];
  const idOf = (request: { params: unknown }) => (request.params as ItemParams).id;

  for (const { kind, who, create } of KINDS) {
    const row = declared.rowSchemas[kind];
    for (const { url, hide } of routeForms(`${basePath}/${kind}.json`)) {
      app.get(url, {
        schema: { tags, summary: `The ${who} permissions of a ${noun}`, params, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => rows.list(app.db, requireSignedInUser(request), kind, itemOf(request)));
      app.post(url, {
        schema: { tags, summary: `Give a ${who} read, write or admin on a ${noun} (needs admin)`, params, body: create, response: { 201: row, ...errorResponses }, hide },
      }, async (request, reply) =>
        reply.status(201).send(await rows.create(app.db, requireSignedInUser(request), kind, itemOf(request), request.body as CreateBody)));
    }
    for (const { url, hide } of routeForms(`${basePath}/${kind}/:id.json`)) {
      app.get(url, {
        schema: { tags, summary: `One ${who} permission of a ${noun}`, params: childParams, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => rows.get(app.db, requireSignedInUser(request), kind, itemOf(request), idOf(request)));
      app.put(url, {
        schema: { tags, summary: `Change a ${who} permission (needs admin)`, params: childParams, body: PermissionUpdateSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) =>
        rows.update(app.db, requireSignedInUser(request), kind, itemOf(request), idOf(request), (request.body as { permission_key: CreateBody['permission_key'] }).permission_key));
      app.delete(url, {
        schema: { tags, summary: `Remove a ${who} permission (needs admin)`, params: childParams, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => rows.destroy(app.db, requireSignedInUser(request), kind, itemOf(request), idOf(request)));
    }
  }
}
