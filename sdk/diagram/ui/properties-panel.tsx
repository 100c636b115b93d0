import type { dia } from '@joint/core';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import type { CellImages } from '../cell-images';
import type { DiagramEditor } from '../diagram-editor';
import { propertyEntries } from '../shapes/define-shape';
import { CellAssignSection, type CellAssignments } from './cell-assign-section';
import { CellCatalogDetailsSection } from './cell-catalog-details-section';
import { CellImageField } from './fields/cell-image-field';
import { CommitTextField } from '../../ui/commit-text-field';
import { LayerField } from './fields/layer-field';
import { PropertyField } from './fields/property-field';
import { SizeFields } from './fields/size-fields';
import { STYLE_FIELDS, STYLE_NAMES } from './fields/style-field-list';
import { CHOICE_LABEL_KEYS, StyleField, styleValue } from './fields/style-fields';
import type { PropertySheets } from './palette';
import { propertyLabel } from './property-labels';
import type { CellDetailTies } from './use-cell-detail-ties';
import { useCellRevision } from './use-cell-revision';
import { untypedKeys } from '../../../core/i18n/untyped-keys';

export interface PropertiesPanelProps {
  editor: DiagramEditor;
  /** Uploads and removes a cell's image; absent: no image controls. */
  images?: Pick<CellImages, 'upload' | 'remove'>;
  /** Told when an image upload or removal failed. */
  onImageError?: (error: unknown) => void;
  /** Shape types offered by "change type" (the element types of the palette). */
  changeTypeChoices: readonly { type: string; title: string }[];
  /** A shape type's name in the reader's language (useShapeTitle); by default the definition's title. */
  shapeTitle?: (type: string) => string;
  propertySheets?: PropertySheets;
  /** The cells' entity values, for the Assign section; absent: no Assign section. */
  assignments?: CellAssignments;
  /** The cells' ties to catalog details, for the Catalog details section of data shapes; absent: no such section. */
  detailTies?: CellDetailTies;
}

/**
 * The selected cell's properties: title, style, the shape's own properties (from its definition, shaped by
 * the plugin's property sheet), "change type", what the cell is assigned and, for a data shape, the catalog details
 * it stands for. Each edit is one `cell.set`, so it is one undo step and
 * is saved like any other change; text is committed on Enter or when the field loses focus.
 */
export function PropertiesPanel({ editor, changeTypeChoices, shapeTitle, propertySheets, images, onImageError, assignments, detailTies }: PropertiesPanelProps) {
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
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('diagram.properties.many', { count: cells.length })}
          </Typography>
          <LayerField editor={editor} cells={cells} disabled={editor.readOnly || selection.readOnlyStyling} />
        </Stack>
      ) : (
        <CellProperties
          key={String(cells[0].id)}
          editor={editor}
          cell={cells[0]}
          changeTypeChoices={changeTypeChoices}
          shapeTitle={shapeTitle}
          propertySheets={propertySheets}
          images={images}
          onImageError={onImageError}
          assignments={assignments}
          detailTies={detailTies}
        />
      )}
    </Box>
  );
}

function CellProperties({ editor, cell, changeTypeChoices, shapeTitle, propertySheets, images, onImageError, assignments, detailTies }: PropertiesPanelProps & { cell: dia.Cell }) {
  const t = useSdkTranslate();
  useCellRevision(cell);

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
  const title = shapeTitle ? shapeTitle(type) : (definition?.title ?? type);
  const choices = changeTypeChoices.some((choice) => choice.type === type) ? changeTypeChoices : [{ type, title }, ...changeTypeChoices];

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
      <LayerField editor={editor} cells={[cell]} disabled={!editable} />
      {cell.isElement() && <SizeFields editor={editor} element={cell} disabled={!editable} />}
      {shown.map(([name, schema]) => {
        const label = propertyLabel(name, sheet, untypedKeys(t));
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
            label={untypedKeys(t)(`diagram.properties.${field.label}`)}
            field={field}
            value={styleValue(cell, field.name, declaredStyle.get(field.name))}
            disabled={!editable}
            translateChoice={(choice) => (CHOICE_LABEL_KEYS[choice] ? untypedKeys(t)(`diagram.properties.${CHOICE_LABEL_KEYS[choice]}`) : choice)}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      {cell.isElement() && images && (
        <CellImageField cellId={String(cell.id)} url={(cell.get('image') as { url?: string | null } | null)?.url ?? null} disabled={!editable} images={images} onError={onImageError} />
      )}
      {detailTies && definition?.catalogDetails && <CellCatalogDetailsSection cellId={String(cell.id)} disabled={!editable} details={detailTies} />}
      {assignments && <CellAssignSection cellId={String(cell.id)} disabled={!editable} assignments={assignments} />}
    </Stack>
  );
}

function byOrder(order: readonly string[]) {
  return ([a]: [string, unknown], [b]: [string, unknown]) => order.indexOf(a) - order.indexOf(b);
}
