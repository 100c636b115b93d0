/** A checklist's items with their done state, sub-items indented (a list kind without a field declaration). */
import type { FamilyRenderer } from './module-content';

export const renderChecklist: FamilyRenderer = ({ manifest, values }) => {
  const key = manifest.cardSummary?.attributeKey;
  const items = key ? (values.get(key) ?? []) : [];
  return [
    `Items (${items.length}):`,
    ...items.map((item) => `${'  '.repeat(Number(item.level) || 0)}- [${item.done ? 'x' : ' '}] ${String(item.text ?? '')}${item.due ? ` (due ${String(item.due)})` : ''}`),
  ];
};
