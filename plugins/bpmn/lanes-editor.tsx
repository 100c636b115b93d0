import type { dia } from '@joint/core';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTranslate } from '../../sdk';
import { CommitTextField } from '../../sdk';
import type { PropertyEditorProps } from '../../sdk/diagram';
import manifest from './manifest';
import { applyLanesChange, readLanes, removeLane, renameLane } from './shapes/lanes';
import type en from './locales/en.json';

/**
 * A pool's lanes in the properties panel: each lane's name (renaming it) and a button removing that lane,
 * so the chosen lane goes, not only the last. Each edit is one undo step. Lanes are added with the
 * "Add lane" action and resized by their handles on the paper.
 */
export function LanesEditor({ editor, cell, label, disabled }: PropertyEditorProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const lanes = readLanes(cell.get('lanes'));
  if (!cell.isElement() || lanes.length === 0) return null;
  const pool: dia.Element = cell;
  const editable = () => !disabled && editor.canEditCell(pool);
  return (
    <FormControl component="fieldset" disabled={disabled} size="small">
      <FormLabel component="legend" sx={{ typography: 'caption', mb: 1 }}>
        {label}
      </FormLabel>
      <Stack spacing={1}>
        {lanes.map((lane, index) => (
          <Stack key={lane.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CommitTextField
              label={t('lanes.name', { number: index + 1 })}
              value={lane.label}
              disabled={disabled}
              onCommit={(text) => {
                if (editable()) pool.set('lanes', renameLane(lanes, index, text));
              }}
            />
            <Button
              size="small"
              disabled={disabled}
              aria-label={t('lanes.remove', { number: index + 1 })}
              onClick={() => {
                if (editable()) applyLanesChange(pool, removeLane(lanes, index, pool.size().height));
              }}
            >
              {t('lanes.removeShort')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </FormControl>
  );
}
