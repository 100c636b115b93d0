import type { Translate } from '../../sdk';
import type { PaletteGroup, PropertySheets } from '../../sdk/diagram';
import { processFlowShapes } from './shapes';

const TITLES: Record<string, string> = {
  'processFlow.Terminator': 'terminator',
  'processFlow.Process': 'process',
  'processFlow.Decision': 'decision',
  'processFlow.InputOutput': 'inputOutput',
  'processFlow.Document': 'document',
  'processFlow.PredefinedProcess': 'predefinedProcess',
  'processFlow.Connector': 'connector',
};

/** One group: the flowchart symbols in the order a flow is usually drawn. */
export function processFlowPalette(t: Translate): PaletteGroup[] {
  return [
    {
      id: 'flowchart',
      title: t('palette.flowchart'),
      items: processFlowShapes.map((shape) => ({ type: shape.type, title: t(`palette.${TITLES[shape.type]}`) })),
    },
  ];
}

export function processFlowPropertySheets(t: Translate): PropertySheets {
  const sheet = { labels: { shape_fill: t('properties.shape_fill'), shape_outline: t('properties.shape_outline') } };
  return Object.fromEntries(processFlowShapes.map((shape) => [shape.type, sheet]));
}
