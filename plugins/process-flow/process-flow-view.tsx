import { useMemo } from 'react';
import { useTranslate, type ModuleViewProps } from '../../sdk';
import { DiagramModuleView, shapeTitles } from '../../sdk/diagram';
import manifest from './manifest';
import { processFlowPalette, processFlowPropertySheets } from './palette';
import { processFlowShapes } from './shapes';
import { processFlowVisioMapper } from './visio/process-flow-visio-mapper';

const extensions = [{ visioImport: processFlowVisioMapper }];

/** A process flow: the diagram family's editor with the flowchart symbols. */
export default function ProcessFlowView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const palette = useMemo(() => processFlowPalette(t), [t]);
  const titles = useMemo(() => shapeTitles(t, processFlowShapes), [t]);
  const propertySheets = useMemo(() => processFlowPropertySheets(t), [t]);
  return <DiagramModuleView {...props} shapes={processFlowShapes} shapeTitles={titles} palette={palette} propertySheets={propertySheets} extensions={extensions} />;
}
