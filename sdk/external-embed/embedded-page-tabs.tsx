import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { EmbeddedPage } from './embed-declaration';

export interface EmbeddedPageTabsProps {
  items: readonly EntityItem<EmbeddedPage>[];
  /** The shown page's key; the first page when null or gone. */
  selectedKey: string | null;
  onSelect(key: string): void;
  /** Names the tab list. */
  label: string;
  renderPage(item: EntityItem<EmbeddedPage>, index: number): ReactNode;
}

/** Pages as tabs (scrolling on a narrow window); only the shown page's frame is in the document. */
export function EmbeddedPageTabs({ items, selectedKey, onSelect, label, renderPage }: EmbeddedPageTabsProps) {
  const baseId = useId();
  const index = Math.max(0, items.findIndex((item) => item.key === selectedKey));
  const selected = items[index];
  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, next: number) => onSelect(items[next].key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {items.map((item, position) => (
          <Tab key={item.key} label={item.value.title} id={`${baseId}-tab-${position}`} aria-controls={`${baseId}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`}>
        {selected && renderPage(selected, index)}
      </Box>
    </Box>
  );
}
