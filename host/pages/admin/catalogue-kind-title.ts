import type { TFunction } from 'i18next';
import type { AdminScenarioModule } from '../../../core/domain/api-types';
import { pluginTitle } from '../../components/plugin-title';
import { pluginRegistry } from '../../registry';

/** A kind's own name in the user's language (its plugin's `title` message), else the server's English one. */
export function defaultKindTitle(kind: AdminScenarioModule, t: TFunction<'host'>): string {
  const plugin = pluginRegistry.byTypeKey(kind.type_key);
  return plugin ? pluginTitle(plugin, t) : kind.default_title;
}

/** A kind's name as the catalogue lists it: the title a system admin gave it, else its own, translated. */
export function catalogueKindTitle(kind: AdminScenarioModule, t: TFunction<'host'>): string {
  return kind.title === kind.default_title ? defaultKindTitle(kind, t) : kind.title;
}
