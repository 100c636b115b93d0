import { useEffect } from 'react';
import { combineLatest } from 'rxjs';
import { ShellState } from '../../../core/services/shell-state';
import type { EntityValuesStore } from '../../entity-values/entity-values-store';
import { useService } from '../../services-context';
import { ENTITY_VALUE_ITEM_TYPE } from '../../ui/comments-button';
import type { DiagramEditor } from '../diagram-editor';
import type { DiagramPaper } from '../paper/diagram-paper';

/**
 * Opening the module on one of its cells (`?item=` naming the cell's entity value, e.g. from search) selects that
 * cell and brings it into view, once its cells have loaded. Each item to open is handled once, so the user's own
 * selection afterwards stays theirs.
 */
export function useSelectItemToOpen<V extends { jsid?: unknown }>(editor: DiagramEditor, paper: DiagramPaper | null, store: EntityValuesStore<V>): void {
  const shell = useService(ShellState);
  useEffect(() => {
    if (!paper) return;
    let handled: unknown = null;
    const subscription = combineLatest([shell.itemToOpen$, store.state$]).subscribe(([item]) => {
      if (!item || item === handled || item.itemType !== ENTITY_VALUE_ITEM_TYPE) return;
      const cell = store.items.find((candidate) => candidate.id === Number(item.itemId));
      const jsid = cell?.value.jsid;
      if (typeof jsid !== 'string' || !editor.graph.getCell(jsid)) return;
      handled = item;
      editor.selection.select([jsid]);
      // jsdom (the unit tests) has no scrollIntoView.
      paper.paper.findViewByModel(jsid)?.el.scrollIntoView?.({ block: 'center', inline: 'center' });
    });
    return () => subscription.unsubscribe();
  }, [editor, paper, shell, store]);
}
