import { Box } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../../core/domain/id';
import type { CatalogFlow } from './catalog-flows';
import { CANVAS_LINE_GAP, lineBetweenCards, type CanvasPoint } from './canvas-geometry';

interface CanvasFlowLinesProps {
  flows: readonly CatalogFlow[];
  /** Where each placed catalog's card is drawn now (it follows a drag), by catalog id. */
  cardAt: ReadonlyMap<Id, CanvasPoint>;
  /** The catalog's name as its card shows it. */
  nameOf(catalogId: Id): string;
  width: number;
  height: number;
}

/**
 * The flows of data between placed catalogs, drawn under the cards: one arrow per direction from card edge to card
 * edge, labelled with how many detail links it stands for, and named for screen readers as "3 links from A to B".
 */
export function CanvasFlowLines({ flows, cardAt, nameOf, width, height }: CanvasFlowLinesProps) {
  const { t } = useTranslation('host');
  // An SVG reference (url(#...)) takes no colons, which React's ids hold.
  const arrowId = `flow-arrow-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Box component="svg" width={width} height={height} sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', color: 'text.secondary', overflow: 'visible' }}>
      <defs>
        <marker id={arrowId} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
        </marker>
      </defs>
      {flows.map((flow) => {
        const from = cardAt.get(flow.from);
        const to = cardAt.get(flow.to);
        const line = from && to ? lineBetweenCards(from, to, flow.twoWay ? CANVAS_LINE_GAP / 2 : 0) : null;
        if (!line) return null;
        const name = t('dataMaps.canvas.flow', { count: flow.count, from: nameOf(flow.from), to: nameOf(flow.to) });
        return (
          <g key={`${flow.from}>${flow.to}`} role="img" aria-label={name}>
            <title>{name}</title>
            <line x1={line.from.x} y1={line.from.y} x2={line.to.x} y2={line.to.y} stroke="currentColor" strokeWidth={1.5} markerEnd={`url(#${arrowId})`} />
            <Box
              component="text"
              x={(line.from.x + line.to.x) / 2}
              y={(line.from.y + line.to.y) / 2}
              dy="-0.4em"
              textAnchor="middle"
              sx={{ fill: 'currentColor', fontSize: 12, paintOrder: 'stroke', stroke: (theme) => theme.palette.background.default, strokeWidth: 4 }}
            >
              {t('dataMaps.canvas.links', { count: flow.count })}
            </Box>
          </g>
        );
      })}
    </Box>
  );
}
