/**
 * Other views of a list kind's items beside the list itself (a risk matrix, a board, a chart): a plugin
 * names them in `definePlugin({ listViews })`, and the list family offers a switch between the list and
 * each of them. A view draws the same items with the same fields; opening an item edits it in the family's
 * dialog, so a view never writes by itself.
 */
import type { EntityItem } from '../entity-values/entity-item';
export type { LookupItem } from '../../core/domain/lookups';
import type { LazyComponent, ModuleViewProps } from '../module-view';
import type { ListField, ListValue } from './list-field';

export interface ListViewProps extends ModuleViewProps {
  items: readonly EntityItem<ListValue>[];
  /** The fields with their labels, option labels and lookup items. */
  fields: readonly ListField[];
  /** What an item is called (its title field, or the SDK's `untitled` message). */
  nameOf: (item: EntityItem<ListValue>) => string;
  /** Opens an item in the family's edit dialog; absent when read-only. */
  onOpen?: (key: string) => void;
}

export interface ListViewContribution {
  /** Stable id, e.g. 'matrix'. */
  id: string;
  /** Message key of the switch's label, in the plugin's namespace, e.g. 'views.matrix'. */
  title: string;
  component: LazyComponent<ListViewProps>;
}

/** A contribution with its title translated, as the list family view hands it on. */
export type ListViewChoice = Omit<ListViewContribution, 'title'> & { label: string };
