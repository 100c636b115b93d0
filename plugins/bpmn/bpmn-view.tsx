import { useMemo } from 'react';
import { useTranslate, type ModuleViewProps } from '../../sdk';
import { DiagramModuleView, stakeholderStencil, shapeTitles } from '../../sdk/diagram';
import { lanesExtension } from './lanes-extension';
import manifest from './manifest';
import { bpmnAppendChoices, bpmnPalette, bpmnPropertySheets, bpmnSuggestedShapes } from './palette';
import { bpmnShapes } from './shapes';
import { bpmnFileFormat } from './bpmn-xml/bpmn-file-format';
import { bpmnVisioMapper } from './visio/bpmn-visio-mapper';

/** A BPMN diagram: the diagram family's editor with the BPMN shapes. */
export default function BpmnView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const palette = useMemo(() => bpmnPalette(t), [t]);
  const titles = useMemo(() => shapeTitles(t, bpmnShapes), [t]);
  const propertySheets = useMemo(() => bpmnPropertySheets(t), [t]);
  const appendChoices = useMemo(() => bpmnAppendChoices(t), [t]);
  const suggestedShapes = useMemo(() => bpmnSuggestedShapes(t), [t]);
  const extensions = useMemo(() => [lanesExtension(t), { visioImport: bpmnVisioMapper, fileFormat: bpmnFileFormat }, stakeholderStencil], [t]);
  return <DiagramModuleView {...props} shapes={bpmnShapes} shapeTitles={titles} palette={palette} propertySheets={propertySheets} extensions={extensions} appendChoices={appendChoices} suggestedShapes={suggestedShapes} />;
}
