/** TypeBox schemas of GET /api/search (core/domain/search-types.ts). */
import { Type } from 'typebox';
import { SEARCH_KINDS, SEARCH_MAX_LIMIT, SEARCH_MAX_QUERY_LENGTH } from '../../core/domain/search-types';

const kindAlternatives = SEARCH_KINDS.join('|');

export const SearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_MAX_QUERY_LENGTH, description: 'The words to find; each matches as a word start.' }),
  kinds: Type.Optional(
    Type.String({
      pattern: `^\\s*(${kindAlternatives})(\\s*,\\s*(${kindAlternatives}))*\\s*$`,
      maxLength: 200,
      description: `Comma list of the kinds to search (${SEARCH_KINDS.join(', ')}); default: all.`,
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT, description: 'Results per kind; default 5.' })),
});

const TextPartsSchema = Type.Array(Type.Object({ text: Type.String(), match: Type.Boolean() }));

export const SearchAnswerSchema = Type.Object({
  groups: Type.Array(
    Type.Object({
      kind: Type.Enum([...SEARCH_KINDS]),
      results: Type.Array(
        Type.Object({
          kind: Type.Enum([...SEARCH_KINDS]),
          id: Type.Integer(),
          title: TextPartsSchema,
          snippet: TextPartsSchema,
          place: Type.Array(Type.String()),
          route: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
  ),
});
