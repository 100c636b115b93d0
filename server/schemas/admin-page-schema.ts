/**
 * The query every admin table sends: a page, a page size, one sort column and a search text, answered as
 * `{ items, total }`. Each route names the columns it sorts by; an unknown column is a 400, not a guess.
 */
import { Type, type TSchema } from 'typebox';

export const ADMIN_PAGE_SIZE = 25;
export const MAX_ADMIN_PAGE_SIZE = 100;

export function adminPageQuerySchema<const Sort extends string, Extra extends Record<string, TSchema> = Record<never, TSchema>>(
  sortColumns: readonly Sort[],
  extra: Extra = {} as Extra,
) {
  return Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'From 1.' })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE, description: `Default ${ADMIN_PAGE_SIZE}.` })),
    sort: Type.Optional(Type.Enum([...sortColumns] as Sort[], { description: `Default ${sortColumns[0]}.` })),
    direction: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Default asc.' })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    ...extra,
  });
}

export function adminPageSchema(item: TSchema) {
  return Type.Object({ items: Type.Array(item), total: Type.Integer() });
}

export interface AdminPageQuery<Sort extends string> {
  page?: number;
  per_page?: number;
  sort?: Sort;
  direction?: 'asc' | 'desc';
  search?: string;
}

/** LIMIT/OFFSET, the sort and the search (trimmed, lower case, LIKE wildcards escaped; null when empty). */
export function adminPageOf<Sort extends string>(query: AdminPageQuery<Sort>, defaultSort: Sort) {
  const perPage = query.per_page ?? ADMIN_PAGE_SIZE;
  const search = query.search?.trim().toLowerCase() ?? '';
  return {
    limit: perPage,
    offset: ((query.page ?? 1) - 1) * perPage,
    sort: query.sort ?? defaultSort,
    direction: query.direction ?? 'asc',
    /** A LIKE pattern matching the search anywhere, or null. */
    like: search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  };
}
