import { useMemo } from 'react';
import { useTranslate, type ModuleViewProps } from '../../sdk';
import { DiagramModuleView, stakeholderStencil, shapeTitles } from '../../sdk/diagram';
import manifest from './manifest';
import { ecosystemPalette, ecosystemPropertySheets } from './palette';
import { ECOSYSTEM_DEFAULTS, ecosystemShapes } from './shapes';
import { ecosystemVisioMapper } from './visio/ecosystem-visio-mapper';

const ECOSYSTEM_EXTENSIONS = [stakeholderStencil, { visioImport: ecosystemVisioMapper }];

/** An ecosystem: the diagram family's editor with actors, boundaries and relationships. */
export default function EcosystemView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const palette = useMemo(() => ecosystemPalette(t), [t]);
  const titles = useMemo(() => shapeTitles(t, ecosystemShapes), [t]);
  const propertySheets = useMemo(() => ecosystemPropertySheets(t), [t]);
  return (
    <DiagramModuleView
      {...props}
      shapes={ecosystemShapes}
      shapeTitles={titles}
      palette={palette}
      propertySheets={propertySheets}
      defaults={ECOSYSTEM_DEFAULTS}
      extensions={ECOSYSTEM_EXTENSIONS}
    />
  );
}
