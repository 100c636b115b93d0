import { useMemo } from 'react';
import { CanvasModuleView, useTranslate, type CanvasArea, type ModuleViewProps } from '../../sdk';
import manifest, { SWOT_AREAS, SWOT_NOTE_KEY } from './manifest';

/** A canvas family module: four areas of SwotNote notes. */
export default function SwotCanvasView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const areas = useMemo<CanvasArea[]>(
    () => SWOT_AREAS.map((id) => ({ id, title: t(`areas.${id}.title`), hint: t(`areas.${id}.hint`) })),
    [t],
  );
  return <CanvasModuleView {...props} attributeKey={SWOT_NOTE_KEY} areas={areas} areaField="area" textField="text" />;
}
