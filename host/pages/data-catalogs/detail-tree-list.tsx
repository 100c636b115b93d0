import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { DetailNode } from './catalog-tree';

/**
 * Details nested under their parents as nested lists (a screen reader says the depth and the count), each
 * level indented on the reading side. `renderRow` draws one detail; its children follow below it.
 */
export function DetailTreeList({ nodes, label, renderRow }: { nodes: readonly DetailNode[]; label?: string; renderRow(node: DetailNode): ReactNode }) {
  if (nodes.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, '& &': { paddingInlineStart: 2.5 } }}>
      {nodes.map((node) => (
        <li key={node.detail.id}>
          {renderRow(node)}
          <DetailTreeList nodes={node.children} renderRow={renderRow} />
        </li>
      ))}
    </Box>
  );
}
