import { Box } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../../../core/domain/id';
import { clickRow, NAVIGATION_KEYS, pressKey, type DetailSelection } from './detail-selection';
import { detailCellId, DETAIL_ROW_HEIGHT, DetailMappingRow } from './detail-mapping-row';
import type { DetailEntry } from '../../../../core/domain/catalog-detail-entries';
import { useVirtualWindow } from './use-virtual-window';

interface DetailListProps {
  rows: readonly DetailEntry[];
  mapped: ReadonlyMap<Id, readonly Id[]>;
  categoryNames: ReadonlyMap<Id, string>;
  selection: DetailSelection;
  onSelection(next: DetailSelection): void;
  /** Null for a reader who may not change the mappings: rows are read, never picked. */
  actions: {
    /** Enter: map the picked details (or the focused one) to the chosen category. */
    mapPicked(focusedId: Id | null): void;
    /** Delete: take them out of the chosen category. */
    unmapPicked(focusedId: Id | null): void;
    unmapOne(detailId: Id, categoryId: Id): void;
  } | null;
}

/**
 * The details as a grid that draws only the rows in view (a map may place tens of thousands). The grid holds the
 * focus and points at the focused row (aria-activedescendant), so the keys of detail-selection.ts, Enter and
 * Delete work however far the list has scrolled.
 */
export function DetailList({ rows, mapped, categoryNames, selection, onSelection, actions }: DetailListProps) {
  const { t } = useTranslation('host');
  const listId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const view = useVirtualWindow(scroller, rows.length, DETAIL_ROW_HEIGHT);
  const rowIds = rows.map((row) => row.detail.id);
  const foundIndex = selection.activeId === null ? -1 : rowIds.indexOf(selection.activeId);
  // When the focused row leaves the list (mapped while only unmapped details show), the focus stays at its place.
  const [lastIndex, setLastIndex] = useState(0);
  if (foundIndex !== -1 && foundIndex !== lastIndex) setLastIndex(foundIndex);
  const activeIndex = foundIndex !== -1 || selection.activeId === null ? foundIndex : Math.min(lastIndex, rowIds.length - 1);
  const current = activeIndex === foundIndex ? selection : { ...selection, activeId: rowIds[activeIndex] };
  const activeId = activeIndex === -1 ? null : rowIds[activeIndex];
  const { reveal } = view;
  useEffect(() => {
    if (activeIndex !== -1) reveal(activeIndex);
  }, [activeIndex, reveal]);

  const modifiers = (event: MouseEvent | KeyboardEvent) =>
    actions ? { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey } : { shift: false, toggle: false };
  const click = (index: number, event: MouseEvent) => onSelection(clickRow(current, rowIds, index, modifiers(event)));

  const keyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (actions && event.key === 'Enter') actions.mapPicked(activeId);
    else if (actions && (event.key === 'Delete' || event.key === 'Backspace')) actions.unmapPicked(activeId);
    else {
      const next = actions || NAVIGATION_KEYS.has(event.key) ? pressKey(current, rowIds, event.key, modifiers(event), view.pageRows) : null;
      if (!next) return;
      onSelection(next);
    }
    event.preventDefault();
  };

  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label={t('dataMapMapping.detail.listLabel')}
      aria-multiselectable={actions ? true : undefined}
      aria-rowcount={rows.length}
      aria-activedescendant={activeId === null ? undefined : detailCellId(listId, activeId)}
      tabIndex={0}
      onKeyDown={keyDown}
      onFocus={() => activeIndex === -1 && rowIds.length > 0 && onSelection({ ...selection, activeId: rowIds[0] })}
      sx={{
        position: 'relative',
        maxHeight: { xs: '55vh', md: 560 },
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <Box role="presentation" sx={{ position: 'relative', height: rows.length * DETAIL_ROW_HEIGHT }}>
        {rows.slice(view.start, view.end).map((entry, offset) => {
          const index = view.start + offset;
          return (
            <DetailMappingRow
              key={entry.detail.id}
              listId={listId}
              entry={entry}
              index={index}
              categoryIds={mapped.get(entry.detail.id)}
              categoryNames={categoryNames}
              selected={actions ? selection.selected.has(entry.detail.id) : undefined}
              active={index === activeIndex}
              onClick={click}
              onUnmap={actions?.unmapOne}
            />
          );
        })}
      </Box>
    </Box>
  );
}
