import type { Id } from '../../../../core/domain/id';

/**
 * What each response is called wherever it shows (table, chart, its own page): the person's name, or on
 * an anonymous assessment (whose answers carry no user) "Response 1", "Response 2"... in the order the
 * responses were started, the same on every page.
 */
export function respondentNames(
  responses: ReadonlyArray<{ id: Id; user: { name: string } | null }>,
  anonymousName: (number: number) => string,
): Map<Id, string> {
  const byStart = [...responses].sort((a, b) => a.id - b.id);
  return new Map(byStart.map((response, index) => [response.id, response.user?.name ?? anonymousName(index + 1)]));
}
