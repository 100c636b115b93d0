import type { Translate } from '../../i18n/translate';
import type { AnyShapeDefinition } from './define-shape';

/** A shape type's name in the reader's language. */
export type ShapeTitles = Readonly<Record<string, string>>;

/**
 * The names of a plugin's shapes in the reader's language: its messages name each shape under `shapes.<type>`
 * (`shapes.bpmn.Event`), as they name its palette items. A shape definition's own title is English, for tools.
 */
export function shapeTitles(t: Translate, shapes: readonly AnyShapeDefinition[]): ShapeTitles {
  return Object.fromEntries(shapes.map((shape) => [shape.type, t(`shapes.${shape.type}`)]));
}
