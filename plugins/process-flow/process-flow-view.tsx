import { useMemo } from 'react';
import { DiagramModuleView, useTranslate, type ModuleViewProps } from '../../sdk';
import manifest from './manifest';
import { processFlowPalette, processFlowPropertySheets } from './palette';
import { processFlowShapes } from './shapes';

/** A process flow: the diagram family's editor with the flowchart symbols. */
export default function ProcessFlowView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const palette = useMemo(() => processFlowPalette(t), [t]);
  const propertySheets = useMemo(() => processFlowPropertySheets(t), [t]);
  return <DiagramModuleView {...props} shapes={processFlowShapes} palette={palette} propertySheets={propertySheets} />;
}
