/**
 * A module change in the words of the project history (English, like every history summary):
 * 'In module "Risks": added "Late supplier"; changed "Delay" (owner, impact); removed 2 items'.
 */
import type { RevisionChangeKind, RevisionItemChange } from '../../../core/domain/module-revision-types';
import { quoted } from '../project-events';

const NAMED_AT_MOST = 3;
const VERBS: Record<RevisionChangeKind, string> = { added: 'added', changed: 'changed', removed: 'removed' };

function itemsPhrase(changes: readonly RevisionItemChange[]): string {
  const named = changes.filter((change) => change.label !== null).slice(0, NAMED_AT_MOST);
  const rest = changes.length - named.length;
  const names = named.map((change) => {
    const fields = change.change === 'changed' ? ` (${change.fields.map((field) => field.name).join(', ')})` : '';
    return `${quoted(change.label!)}${fields}`;
  });
  if (rest === 0) return names.join(', ');
  const others = `${rest} ${named.length > 0 ? 'more ' : ''}${rest === 1 ? 'item' : 'items'}`;
  return names.length > 0 ? `${names.join(', ')} and ${others}` : others;
}

/** The summary of a change of the module's content, or null when no content changed. */
export function describeModuleChange(moduleName: string, changes: readonly RevisionItemChange[]): string | null {
  const phrases: string[] = [];
  // The module's own fields are told by the caller's event ('Renamed module...', 'Locked module...').
  const values = changes.filter((change) => change.entity_value_id !== null);
  const onlyMoved = values.length > 0 && values.every((change) => change.change === 'changed' && change.fields.every((field) => field.name === 'order'));
  if (onlyMoved) phrases.push('reordered the content');
  else {
    for (const kind of ['added', 'changed', 'removed'] as const) {
      const ofKind = values.filter((change) => change.change === kind);
      if (ofKind.length > 0) phrases.push(`${VERBS[kind]} ${itemsPhrase(ofKind)}`);
    }
  }
  return phrases.length === 0 ? null : `In module ${quoted(moduleName)}: ${phrases.join('; ')}`;
}
