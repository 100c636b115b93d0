import { useMemo } from 'react';
import { useTranslate, type ModuleViewProps } from '../../sdk';
import { DiagramModuleView, shapeTitles } from '../../sdk/diagram';
import manifest from './manifest';
import { lifelineExtension } from './lifeline-extension';
import { restackExtension } from './restack-extension';
import { sequencePalette, sequencePropertySheets } from './palette';
import { SEQUENCE_DEFAULTS, sequenceShapes } from './shapes';
import { sequenceVisioMapper } from './visio/sequence-visio-mapper';

const EXTENSIONS = [restackExtension, lifelineExtension, { visioImport: sequenceVisioMapper }];

/** A sequence: the diagram family's editor with participants, activation bars and messages. */
export default function SequenceView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const palette = useMemo(() => sequencePalette(t), [t]);
  const titles = useMemo(() => shapeTitles(t, sequenceShapes), [t]);
  const propertySheets = useMemo(() => sequencePropertySheets(t), [t]);
  return <DiagramModuleView {...props} shapes={sequenceShapes} shapeTitles={titles} palette={palette} propertySheets={propertySheets} defaults={SEQUENCE_DEFAULTS} extensions={EXTENSIONS} />;
}
