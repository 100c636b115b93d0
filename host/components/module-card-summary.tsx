import type { TFunction } from 'i18next';
import type { ModuleSummary } from '../../core/domain/api-types';
import type { PluginDefinition } from '../../sdk/plugin';
import { untypedKeys } from '../../core/i18n/untyped-keys';

/**
 * The card's line about the module's content (manifest `cardSummary`), in the plugin's `cardSummary` message;
 * a progress summary also draws a bar. Plain elements, as the rest of the card (the grid's class names).
 */
export function ModuleCardSummary({ plugin, summary, t }: { plugin: PluginDefinition; summary: ModuleSummary; t: TFunction<'host'> }) {
  const text = untypedKeys(t)('cardSummary', { ns: plugin.manifest.segment, count: summary.total, done: summary.done ?? 0, total: summary.total });
  if (summary.done === undefined) return <p className="module-card-summary">{text}</p>;
  return (
    <div className="module-card-summary">
      <span>{text}</span>
      <progress max={Math.max(summary.total, 1)} value={summary.done} aria-label={text} />
    </div>
  );
}
