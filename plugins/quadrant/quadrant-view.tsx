import { useMemo } from 'react';
import { useTranslate, type ModuleViewProps } from '../../sdk';
import { DiagramModuleView, shapeTitles } from '../../sdk/diagram';
import manifest from './manifest';
import { planeExtension } from './plane-extension';
import { quadrantPalette, quadrantPropertySheets } from './palette';
import { quadrantShapes } from './shapes';
import { quadrantVisioMapper } from './visio/quadrant-visio-mapper';

/** A quadrant: the diagram family's editor with axes, corner labels and items. */
export default function QuadrantView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const palette = useMemo(() => quadrantPalette(t), [t]);
  const titles = useMemo(() => shapeTitles(t, quadrantShapes), [t]);
  const propertySheets = useMemo(() => quadrantPropertySheets(t), [t]);
  const extensions = useMemo(() => [planeExtension(t), { visioImport: quadrantVisioMapper }], [t]);
  return <DiagramModuleView {...props} shapes={quadrantShapes} shapeTitles={titles} palette={palette} propertySheets={propertySheets} extensions={extensions} />;
}
