import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Highlight from '@mui/icons-material/Highlight';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import type { DiagramLayer, LayersModel } from '../layers';

export interface LayersPanelProps {
  layers: LayersModel;
  readOnly: boolean;
}

/**
 * Create, rename, reorder, hide and highlight layers; a click on a layer's name makes it the active layer
 * (new shapes, pastes and duplicates go there). Hiding and highlighting only change the view, so
 * they stay available when the diagram is read only; the rest needs write access.
 */
export function LayersPanel({ layers, readOnly }: LayersPanelProps) {
  const t = useSdkTranslate();
  const state = useObservable(layers.state$, () => layers.state);
  const add = () => layers.create(t('diagram.layers.newName', { n: state.layers.length + 1 }));
  return (
    <Box component="section" aria-label={t('diagram.layers.title')} sx={{ p: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          {t('diagram.layers.title')}
        </Typography>
        {!readOnly && (
          <Button size="small" startIcon={<Add />} onClick={add}>
            {t('diagram.layers.add')}
          </Button>
        )}
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {state.layers.map((layer, index) => (
          <LayerRow
            key={layer.id}
            layer={layer}
            index={index}
            count={state.layers.length}
            highlighted={state.highlightedId === layer.id}
            active={layers.activeLayerId === layer.id}
            layers={layers}
            readOnly={readOnly}
          />
        ))}
      </Box>
    </Box>
  );
}

interface LayerRowProps {
  layer: DiagramLayer;
  index: number;
  count: number;
  highlighted: boolean;
  active: boolean;
  layers: LayersModel;
  readOnly: boolean;
}

function LayerRow({ layer, index, count, highlighted, active, layers, readOnly }: LayerRowProps) {
  const t = useSdkTranslate();
  const [name, setName] = useState(layer.name);
  const [editing, setEditing] = useState(false);
  const commit = () => {
    setEditing(false);
    const trimmed = name.trim();
    if (trimmed && trimmed !== layer.name) layers.rename(layer.id, trimmed);
    else setName(layer.name);
  };
  const label = { name: layer.name };
  return (
    <Stack component="li" direction="row" spacing={0.25} sx={{ alignItems: 'center', py: 0.25, bgcolor: highlighted ? 'action.selected' : undefined }}>
      {editing ? (
        <TextField
          size="small"
          autoFocus
          value={name}
          slotProps={{ htmlInput: { 'aria-label': t('diagram.layers.name') } }}
          onChange={(event) => setName(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') {
              setName(layer.name);
              setEditing(false);
            }
          }}
          sx={{ flex: 1 }}
        />
      ) : readOnly ? (
        <LayerName layer={layer} active={false} />
      ) : (
        <ButtonBase
          aria-pressed={active}
          title={t(active ? 'diagram.layers.active' : 'diagram.layers.activate', label)}
          onClick={() => layers.activate(layer.id)}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', px: 0.5, borderRadius: 1, borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent' }}
        >
          <LayerName layer={layer} active={active} />
        </ButtonBase>
      )}
      {!readOnly && !editing && (
        <IconButton size="small" aria-label={t('diagram.layers.rename', label)} onClick={() => setEditing(true)}>
          <Edit fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={t(layer.hidden ? 'diagram.layers.show' : 'diagram.layers.hide', label)}
        aria-pressed={layer.hidden}
        onClick={() => layers.setHidden(layer.id, !layer.hidden)}
      >
        {layer.hidden ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        color={highlighted ? 'primary' : 'default'}
        aria-label={t(highlighted ? 'diagram.layers.unhighlight' : 'diagram.layers.highlight', label)}
        aria-pressed={highlighted}
        onClick={() => layers.highlight(highlighted ? null : layer.id)}
      >
        <Highlight fontSize="small" />
      </IconButton>
      {!readOnly && (
        <>
          <IconButton size="small" disabled={index === 0} aria-label={t('diagram.layers.moveUp', label)} onClick={() => layers.move(layer.id, index - 1)}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={index === count - 1}
            aria-label={t('diagram.layers.moveDown', label)}
            onClick={() => layers.move(layer.id, index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton size="small" disabled={count <= 1} aria-label={t('diagram.layers.remove', label)} onClick={() => layers.remove(layer.id)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </>
      )}
    </Stack>
  );
}

function LayerName({ layer, active }: { layer: DiagramLayer; active: boolean }) {
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ flex: 1, fontWeight: active ? 600 : undefined, opacity: layer.hidden ? 0.5 : 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}
    >
      {layer.name}
    </Typography>
  );
}
