// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bpmnShapes } from '../../../plugins/bpmn/shapes';
import { ecosystemShapes } from '../../../plugins/ecosystem/shapes';
import { processFlowShapes } from '../../../plugins/process-flow/shapes';
import { quadrantShapes } from '../../../plugins/quadrant/shapes';
import { sequenceShapes } from '../../../plugins/sequence/shapes';
import type { AnyShapeDefinition } from '../../../sdk/diagram/shapes/define-shape';
import { shapeTitles } from '../../../sdk/diagram/shapes/shape-titles';

const DIAGRAM_KINDS: ReadonlyArray<[string, readonly AnyShapeDefinition[]]> = [
  ['bpmn', bpmnShapes],
  ['sequence', sequenceShapes],
  ['ecosystem', ecosystemShapes],
  ['quadrant', quadrantShapes],
  ['process-flow', processFlowShapes],
];

/** The plugin's messages in one language, looked up as i18next does with a key whose last part holds a dot. */
function translateFrom(segment: string, language: string) {
  const messages = JSON.parse(readFileSync(`plugins/${segment}/locales/${language}.json`, 'utf8')) as { shapes?: Record<string, string> };
  return (key: string) => messages.shapes?.[key.replace(/^shapes\./, '')] ?? `missing: ${key}`;
}

describe('every diagram shape has a name in the reader’s language', () => {
  it.each(DIAGRAM_KINDS)('%s: each shape named under shapes.<type>, in English and in German', (segment, shapes) => {
    for (const language of ['en', 'de']) {
      const titles = shapeTitles(translateFrom(segment, language), shapes);
      expect(Object.values(titles).filter((title) => title.startsWith('missing:')), language).toEqual([]);
    }
    expect(shapeTitles(translateFrom(segment, 'de'), shapes)).not.toEqual(shapeTitles(translateFrom(segment, 'en'), shapes));
  });
});
