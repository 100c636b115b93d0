import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ComponentType } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { STENCIL_HEIGHT, STENCIL_WIDTH } from '../constants';
import type { PaletteSectionProps } from '../diagram-extension';
import type { ShapeRegistry } from '../shapes/shape-registry';
import { PALETTE_DRAG_TYPE, type PaletteGroup, type PaletteItem } from './palette';
import { filterPalette } from './palette-filter';
import { PaletteShapesContext, ShapeGlyph } from './shape-glyph';
import { readStencilMinimised, writeStencilMinimised } from './stencil-preference';

export interface ShapesPanelProps {
  projectId: number;
  moduleId: number;
  groups: readonly PaletteGroup[];
  /** The extensions' sections after the groups (e.g. the project's stakeholders). */
  sections?: readonly ComponentType<PaletteSectionProps>[];
  /** Adds the item in the middle of the visible diagram (click or Enter). */
  onAdd: (item: PaletteItem) => void;
  /** The shapes the tiles draw their glyphs from; without it, tiles show their icon or a plain box. */
  registry?: ShapeRegistry;
  /** Fills its container (a drawer on a small screen) instead of the stencil's fixed size, and cannot be minimised. */
  fill?: boolean;
}

/**
 * The stencil: 240 x 800 (§9), collapsible; its minimised flag survives a reload for 24 hours (§4).
 * Tiles are dragged onto the paper (HTML5 drag and drop carrying the palette item) or added in the middle
 * with a click or Enter, so keyboard users can add shapes too.
 */
export function ShapesPanel({ projectId, moduleId, groups, sections = [], onAdd, registry, fill }: ShapesPanelProps) {
  const t = useSdkTranslate();
  const [minimised, setMinimised] = useState(() => !fill && readStencilMinimised(projectId, moduleId));
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterPalette(groups, query), [groups, query]);
  const toggle = () => {
    const next = !minimised;
    setMinimised(next);
    writeStencilMinimised(projectId, moduleId, next);
  };

  if (minimised) {
    return (
      <Box sx={{ borderRight: 1, borderColor: 'divider', flex: 'none' }}>
        <Tooltip title={t('diagram.shapes.restore')}>
          <IconButton aria-label={t('diagram.shapes.restore')} aria-expanded={false} onClick={toggle}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Box
      component="section"
      aria-label={t('diagram.shapes.title')}
      data-testid="diagram-stencil"
      data-tour="diagram-shapes"
      sx={
        fill
          ? { width: STENCIL_WIDTH, height: '100%', overflowY: 'auto' }
          : { width: STENCIL_WIDTH, maxHeight: STENCIL_HEIGHT, flex: 'none', overflowY: 'auto', borderRight: 1, borderColor: 'divider' }
      }
    >
      <PaletteShapesContext.Provider value={registry ?? null}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5 }}>
          <Typography variant="subtitle2" component="h2">
            {t('diagram.shapes.title')}
          </Typography>
          {!fill && (
            <Tooltip title={t('diagram.shapes.minimise')}>
              <IconButton size="small" aria-label={t('diagram.shapes.minimise')} aria-expanded onClick={toggle}>
                <ChevronLeft fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Box sx={{ px: 1, pb: 0.5 }}>
          <TextField
            type="search"
            size="small"
            fullWidth
            label={t('diagram.shapes.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the first tile found, so a shape can be added without leaving the keyboard.
              const first = shown[0]?.items[0];
              if (event.key === 'Enter' && query.trim() && first) onAdd(first);
              if (event.key === 'Escape' && query) {
                event.stopPropagation();
                setQuery('');
              }
            }}
          />
        </Box>
        <Typography variant="caption" sx={{ px: 1, color: 'text.secondary', display: 'block' }}>
          {t('diagram.shapes.hint')}
        </Typography>
        {query.trim() && shown.length === 0 && (
          <Typography role="status" variant="body2" sx={{ px: 1, color: 'text.secondary' }}>
            {t('diagram.shapes.noMatch')}
          </Typography>
        )}
        {shown.map((group) => (
          <Box key={group.id} component="section" aria-label={group.title} sx={{ px: 1, pb: 1 }}>
            <Typography variant="overline" component="h3" sx={{ display: 'block' }}>
              {group.title}
            </Typography>
            <PaletteTiles items={group.items} onAdd={onAdd} />
          </Box>
        ))}
        {sections.map((Section, index) => (
          <Section key={index} projectId={projectId} onAdd={onAdd} />
        ))}
      </PaletteShapesContext.Provider>
    </Box>
  );
}

/** A grid of palette tiles, for the panel's groups and the extensions' sections alike. */
export function PaletteTiles({ items, onAdd }: { items: readonly PaletteItem[]; onAdd: (item: PaletteItem) => void }) {
  const t = useSdkTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}>
      {items.map((item, index) => (
        <PaletteTile key={`${item.type}:${item.title}:${index}`} item={item} label={t('diagram.shapes.add', { shape: item.title })} onAdd={onAdd} />
      ))}
    </Box>
  );
}

function PaletteTile({ item, label, onAdd }: { item: PaletteItem; label: string; onAdd: (item: PaletteItem) => void }) {
  return (
    <Box
      component="button"
      type="button"
      draggable
      aria-label={label}
      title={item.title}
      data-shape-type={item.type}
      onDragStart={(event) => {
        event.dataTransfer.setData(PALETTE_DRAG_TYPE, JSON.stringify(item));
        event.dataTransfer.setData('text/plain', item.title);
        event.dataTransfer.effectAllowed = 'copy';
      }}
      onClick={() => onAdd(item)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        minHeight: 64,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'grab',
        font: 'inherit',
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <ShapeGlyph item={item} />
      <Typography variant="caption" sx={{ lineHeight: 1.1, textAlign: 'center', wordBreak: 'break-word' }}>
        {item.title}
      </Typography>
    </Box>
  );
}
