import { useMemo } from 'react';
import { CANVAS_AREA_FIELD, CANVAS_COLOR_FIELD, CANVAS_TEXT_FIELD } from '../family/family-declaration';
import { areaHintKey, areaTitleKey } from '../family/message-keys';
import { useTranslate } from '../i18n/use-translate';
import type { CanvasDeclaration } from '../manifest';
import type { ModuleViewProps } from '../module-view';
import type { CanvasArea } from './canvas-area';
import { CanvasModuleView } from './canvas-module-view';

export interface CanvasFamilyViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  canvas: CanvasDeclaration;
}

/** A canvas family kind drawn from its manifest: areas in its layout, titles and hints from the plugin's messages. */
export function CanvasFamilyView({ segment, canvas, ...props }: CanvasFamilyViewProps) {
  const t = useTranslate(segment);
  const { itemKey, areas: ids, layout } = canvas;
  const areas = useMemo<CanvasArea[]>(() => ids.map((id) => ({ id, title: t(areaTitleKey(id)), hint: t(areaHintKey(id)) })), [ids, t]);
  return (
    <CanvasModuleView {...props} attributeKey={itemKey} areas={areas} areaField={CANVAS_AREA_FIELD} textField={CANVAS_TEXT_FIELD}
      colorField={CANVAS_COLOR_FIELD}
      layout={layout}
    />
  );
}

