import type { dia } from '@joint/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import type { CellImages } from '../cell-images';
import type { DiagramEditor } from '../diagram-editor';
import { propertyEntries, type PropertySchema } from '../shapes/define-shape';
import { styleProperties } from '../shapes/shape-style';
import type { PropertySheets } from './palette';

export interface PropertiesPanelProps {
  editor: DiagramEditor;
  /** Uploads and removes a cell's image; absent: no image controls. */
  images?: Pick<CellImages, 'upload' | 'remove'>;
  /** Told when an image upload or removal failed. */
  onImageError?: (error: unknown) => void;
  /** Shape types offered by "change type" (the element types of the palette). */
  changeTypeChoices: readonly { type: string; title: string }[];
  propertySheets?: PropertySheets;
}

/**
 * The style fields every element shows (§3 business-process attributes), translated and with their own
 * inputs, whether or not its definition declares them; a declared one is not shown again as a schema field.
 */
const STYLE_FIELDS: readonly { name: string; label: string; kind: 'color' | 'percent' | 'number' | 'choice'; choices?: readonly string[] }[] = [
  { name: 'shape_fill', label: 'fill', kind: 'color' },
  { name: 'shape_outline', label: 'outline', kind: 'color' },
  { name: 'shape_transparency', label: 'transparency', kind: 'percent' },
  { name: 'shape_outline_style', label: 'outlineStyle', kind: 'choice', choices: ['solid', 'dashed', 'dotted'] },
  { name: 'shape_outline_width', label: 'outlineWidth', kind: 'number' },
  { name: 'textVerticalAnchor', label: 'verticalAnchor', kind: 'choice', choices: ['top', 'middle', 'bottom'] },
  { name: 'textHorizontalAnchor', label: 'horizontalAnchor', kind: 'choice', choices: ['left', 'middle', 'right'] },
];

const STYLE_NAMES: ReadonlySet<string> = new Set(STYLE_FIELDS.map((field) => field.name));

/** The shared style defaults, for a shape that does not declare a style field itself. */
const STYLE_DEFAULTS: Readonly<Record<string, PropertySchema>> = styleProperties() as unknown as Record<string, PropertySchema>;

/**
 * A style field's value: the cell's own, else the shape's declared default, else the shared default, so
 * the field starts from what the shape shows.
 */
function styleValue(cell: dia.Cell, name: string, declared: PropertySchema | undefined): unknown {
  const value: unknown = cell.get(name);
  if (value !== undefined && value !== null) return value;
  return declared?.default ?? STYLE_DEFAULTS[name]?.default;
}

const CHOICE_LABEL_KEYS: Record<string, string> = {
  solid: 'style.solid',
  dashed: 'style.dashed',
  dotted: 'style.dotted',
  top: 'anchor.top',
  middle: 'anchor.middle',
  bottom: 'anchor.bottom',
  left: 'anchor.left',
  right: 'anchor.right',
};

/**
 * The selected cell's properties: title, style, the shape's own properties (from its definition, shaped by
 * the plugin's property sheet) and "change type". Each edit is one `cell.set`, so it is one undo step and
 * is saved like any other change; text is committed on Enter or when the field loses focus.
 */
export function PropertiesPanel({ editor, changeTypeChoices, propertySheets, images, onImageError }: PropertiesPanelProps) {
  const t = useSdkTranslate();
  const selection = useObservable(editor.selection.state$, () => editor.selection.state);
  const cells = selection.ids.map((id) => editor.graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell));
  return (
    <Box component="section" aria-label={t('diagram.properties.title')} sx={{ p: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('diagram.properties.title')}
      </Typography>
      {cells.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('diagram.properties.empty')}
        </Typography>
      ) : cells.length > 1 ? (
        <Typography variant="body2" color="text.secondary">
          {t('diagram.properties.many', { count: cells.length })}
        </Typography>
      ) : (
        <CellProperties
          key={String(cells[0].id)}
          editor={editor}
          cell={cells[0]}
          changeTypeChoices={changeTypeChoices}
          propertySheets={propertySheets}
          images={images}
          onImageError={onImageError}
        />
      )}
    </Box>
  );
}

function CellProperties({ editor, cell, changeTypeChoices, propertySheets, images, onImageError }: PropertiesPanelProps & { cell: dia.Cell }) {
  const t = useSdkTranslate();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    cell.on('change', refresh);
    return () => {
      cell.off('change', refresh);
    };
  }, [cell]);

  const type = String(cell.get('type'));
  const definition = editor.registry.get(type);
  const editable = editor.canEditCell(cell);
  const sheet = propertySheets?.[type];
  const own = definition ? propertyEntries(definition) : [];
  const declaredStyle = new Map(own.filter(([name]) => STYLE_NAMES.has(name)));
  // On an element the style fields below show every style property; on a link a declared one stays a schema field.
  const schemaFields = cell.isElement() ? own.filter(([name]) => !STYLE_NAMES.has(name)) : own;
  const shown = sheet?.properties ? schemaFields.filter(([name]) => sheet.properties?.includes(name)).sort(byOrder(sheet.properties)) : schemaFields;
  const set = (name: string, value: unknown) => {
    if (editor.canEditCell(cell)) cell.set(name, value);
  };
  const changeType = (next: string) => {
    const replacement = editor.changeType(cell.id, next);
    if (replacement) editor.selection.select([replacement.id]);
  };
  const choices = changeTypeChoices.some((choice) => choice.type === type) ? changeTypeChoices : [{ type, title: definition?.title ?? type }, ...changeTypeChoices];

  return (
    <Stack spacing={1.5}>
      {!editable && (
        <Typography variant="caption" color="text.secondary">
          {t('diagram.properties.readOnly')}
        </Typography>
      )}
      <CommitTextField label={t('diagram.properties.name')} value={String(cell.get('title') ?? '')} disabled={!editable} onCommit={(value) => set('title', value)} multiline />
      {cell.isElement() && changeTypeChoices.length > 0 && (
        <TextField select size="small" label={t('diagram.properties.changeType')} value={type} disabled={!editable} onChange={(event) => changeType(event.target.value)}>
          {choices.map((choice) => (
            <MenuItem key={choice.type} value={choice.type}>
              {choice.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {cell.isElement() && <SizeFields editor={editor} element={cell} disabled={!editable} />}
      {shown.map(([name, schema]) => {
        const label = sheet?.labels?.[name] ?? schema.title ?? name;
        const Editor = sheet?.editors?.[name];
        if (Editor) return <Editor key={name} editor={editor} cell={cell} label={label} disabled={!editable} />;
        return (
          <PropertyField
            key={name}
            name={name}
            label={label}
            schema={schema}
            choiceLabels={sheet?.choices?.[name]}
            value={cell.get(name)}
            disabled={!editable}
            onChange={(value) => set(name, value)}
          />
        );
      })}
      {cell.isElement() &&
        STYLE_FIELDS.map((field) => (
          <StyleField
            key={field.name}
            label={t(`diagram.properties.${field.label}`)}
            field={field}
            value={styleValue(cell, field.name, declaredStyle.get(field.name))}
            disabled={!editable}
            translateChoice={(choice) => (CHOICE_LABEL_KEYS[choice] ? t(`diagram.properties.${CHOICE_LABEL_KEYS[choice]}`) : choice)}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      {cell.isElement() && images && (
        <CellImageField cellId={String(cell.id)} url={(cell.get('image') as { url?: string | null } | null)?.url ?? null} disabled={!editable} images={images} onError={onImageError} />
      )}
    </Stack>
  );
}

/** Width and height of an element: the keyboard's way to resize it (never under its shape's minimum). */
function SizeFields({ editor, element, disabled }: { editor: DiagramEditor; element: dia.Element; disabled: boolean }) {
  const t = useSdkTranslate();
  const size = element.size();
  const min = editor.minSizeOf(element);
  const resize = (dimension: 'width' | 'height', text: string) => {
    const value = Number(text);
    if (text !== '' && Number.isFinite(value)) editor.setElementBox(element.id, { ...element.getBBox().toJSON(), [dimension]: Math.round(value) });
  };
  return (
    <Stack direction="row" spacing={1}>
      {(['width', 'height'] as const).map((dimension) => (
        <CommitTextField
          key={dimension}
          label={t(`diagram.properties.${dimension}`)}
          type="number"
          value={String(Math.round(size[dimension]))}
          disabled={disabled}
          inputProps={{ min: min[dimension], step: 10 }}
          onCommit={(text) => resize(dimension, text)}
        />
      ))}
    </Stack>
  );
}

interface CellImageFieldProps {
  cellId: string;
  url: string | null;
  disabled: boolean;
  images: NonNullable<PropertiesPanelProps['images']>;
  onError?: (error: unknown) => void;
}

/** Upload an image onto the cell (PNG or JPEG) or remove it; the engine keeps a deleted cell's image for undo. */
function CellImageField({ cellId, url, disabled, images, onError }: CellImageFieldProps) {
  const t = useSdkTranslate();
  const [busy, setBusy] = useState(false);
  const run = (work: Promise<void>) => {
    setBusy(true);
    work.catch((error: unknown) => onError?.(error)).finally(() => setBusy(false));
  };
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {t('diagram.properties.image')}
      </Typography>
      {url && <Box component="img" src={url} alt="" sx={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain' }} />}
      <Stack direction="row" spacing={1}>
        <Button component="label" size="small" variant="outlined" disabled={disabled || busy}>
          {t('diagram.properties.uploadImage')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) run(images.upload(cellId, file));
            }}
          />
        </Button>
        {url && (
          <Button size="small" disabled={disabled || busy} onClick={() => run(images.remove(cellId))}>
            {t('diagram.properties.removeImage')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function byOrder(order: readonly string[]) {
  return ([a]: [string, unknown], [b]: [string, unknown]) => order.indexOf(a) - order.indexOf(b);
}

function isColourName(name: string): boolean {
  return /colou?r|fill|outline$/i.test(name);
}

interface PropertyFieldProps {
  name: string;
  label: string;
  schema: PropertySchema;
  choiceLabels?: Readonly<Record<string, string>>;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** One property of a shape's definition, drawn from its schema: a choice, a switch, a number, a colour or text. */
export function PropertyField({ name, label, schema, choiceLabels, value, disabled, onChange }: PropertyFieldProps) {
  const t = useSdkTranslate();
  if (schema.type === 'array') {
    const options = arrayChoices(schema, choiceLabels);
    // A list without known choices (a pool's lanes: objects edited on the diagram) is not edited here.
    if (!options) return null;
    return <MultiChoiceField label={label} options={options} choiceLabels={choiceLabels} value={value} disabled={disabled} onChange={onChange} />;
  }
  if (schema.enum) {
    const current = value ?? null;
    return (
      <TextField
        select
        size="small"
        label={label}
        value={current === null ? '' : String(current)}
        disabled={disabled}
        onChange={(event) => {
          const picked = schema.enum?.find((choice) => String(choice ?? '') === event.target.value);
          onChange(picked ?? null);
        }}
      >
        {schema.enum.map((choice) => (
          <MenuItem key={String(choice)} value={choice === null ? '' : String(choice)}>
            {choice === null ? t('diagram.properties.none') : (choiceLabels?.[String(choice)] ?? String(choice))}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <FormControlLabel control={<Checkbox checked={value === true} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />} label={label} />
    );
  }
  if (schema.type === 'number') {
    return (
      <CommitTextField
        label={label}
        type="number"
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled}
        onCommit={(text) => {
          const number = Number(text);
          if (text !== '' && Number.isFinite(number)) onChange(number);
          else if (schema.nullable) onChange(null);
        }}
      />
    );
  }
  if (schema.type === 'string') {
    if (isColourName(name)) return <ColourField label={label} value={value} disabled={disabled} onChange={onChange} nullable={schema.nullable} />;
    return (
      <CommitTextField
        label={label}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled}
        onCommit={(text) => onChange(text === '' && schema.nullable ? null : text)}
      />
    );
  }
  return null;
}

/**
 * The choices of a list-valued property: its schema's `items.enum`, else the keys of the property sheet's
 * choice labels; undefined when neither gives any (a list of objects).
 */
export function arrayChoices(schema: PropertySchema, choiceLabels?: Readonly<Record<string, string>>): readonly string[] | undefined {
  const items = (schema as PropertySchema & { items?: { enum?: readonly unknown[] } }).items;
  const fromSchema = items?.enum?.filter((choice): choice is string | number => typeof choice === 'string' || typeof choice === 'number').map(String);
  if (fromSchema && fromSchema.length > 0) return fromSchema;
  const fromSheet = choiceLabels ? Object.keys(choiceLabels) : [];
  return fromSheet.length > 0 ? fromSheet : undefined;
}

interface MultiChoiceFieldProps {
  label: string;
  options: readonly string[];
  choiceLabels?: Readonly<Record<string, string>>;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** A list of choices as a group of checkboxes; each tick is one change holding the ticked values in the choices' order. */
function MultiChoiceField({ label, options, choiceLabels, value, disabled, onChange }: MultiChoiceFieldProps) {
  const current = Array.isArray(value) ? value.map(String) : [];
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(current);
    if (checked) next.add(option);
    else next.delete(option);
    // Values the choices do not know (from an older version) are kept, after the known ones.
    onChange([...options.filter((choice) => next.has(choice)), ...current.filter((item) => !options.includes(item) && next.has(item))]);
  };
  return (
    <FormControl component="fieldset" disabled={disabled} size="small">
      <FormLabel component="legend" sx={{ typography: 'caption' }}>
        {label}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox size="small" checked={current.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />}
            label={choiceLabels?.[option] ?? option}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

interface StyleFieldProps {
  label: string;
  field: (typeof STYLE_FIELDS)[number];
  value: unknown;
  disabled: boolean;
  translateChoice: (choice: string) => string;
  onChange: (value: unknown) => void;
}

function StyleField({ label, field, value, disabled, translateChoice, onChange }: StyleFieldProps) {
  switch (field.kind) {
    case 'color':
      return <ColourField label={label} value={value} disabled={disabled} onChange={onChange} nullable />;
    case 'choice':
      return (
        <TextField select size="small" label={label} value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {field.choices?.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translateChoice(choice)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'percent':
    case 'number':
      return (
        <CommitTextField
          label={label}
          type="number"
          value={typeof value === 'number' ? String(value) : ''}
          disabled={disabled}
          inputProps={field.kind === 'percent' ? { min: 0, max: 100, step: 5 } : { min: 0, max: 20, step: 1 }}
          onCommit={(text) => {
            const number = Number(text);
            // An emptied field keeps the value: the shape's look reads a number.
            if (text !== '' && Number.isFinite(number)) onChange(field.kind === 'percent' ? Math.max(0, Math.min(100, number)) : Math.max(0, number));
          }}
        />
      );
  }
}

function ColourField({ label, value, disabled, onChange }: { label: string; value: unknown; disabled: boolean; nullable?: boolean; onChange: (value: unknown) => void }) {
  const current = typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff';
  return (
    <TextField
      size="small"
      type="color"
      label={label}
      value={current}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export interface CommitTextFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  onCommit: (value: string) => void;
  type?: string;
  multiline?: boolean;
  inputProps?: Record<string, unknown>;
}

/** A text field that writes on Enter or blur, so typing a word is one change (one undo step), not one per key. */
export function CommitTextField({ label, value, disabled, onCommit, type, multiline, inputProps }: CommitTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const shown = focused ? draft : value;
  const commit = () => {
    setFocused(false);
    if (draft !== value) onCommit(draft);
  };
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={shown}
      disabled={disabled}
      multiline={multiline}
      maxRows={multiline ? 4 : undefined}
      slotProps={{ htmlInput: inputProps }}
      onFocus={() => {
        setDraft(value);
        setFocused(true);
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          commit();
        }
        if (event.key === 'Escape') {
          setDraft(value);
          setFocused(false);
        }
      }}
    />
  );
}
