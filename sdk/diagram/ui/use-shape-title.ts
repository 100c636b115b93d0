import { useCallback } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { DEFAULT_LINK_KEY } from '../constants';
import type { DiagramEditor } from '../diagram-editor';
import type { ShapeTitles } from '../shapes/shape-titles';
import { STAKEHOLDER_SHAPE_KEY } from '../stakeholders/stakeholder-shape';

/**
 * A shape type's name as the reader reads it: the plugin's (shapeTitles()), else the SDK's for the shapes every
 * diagram has, else the definition's own English title.
 */
export function useShapeTitle(editor: DiagramEditor, pluginTitles: ShapeTitles | undefined): (type: string) => string {
  const t = useSdkTranslate();
  return useCallback(
    (type: string) => {
      if (pluginTitles?.[type]) return pluginTitles[type];
      if (type === DEFAULT_LINK_KEY) return t('diagram.shapes.link');
      if (type === STAKEHOLDER_SHAPE_KEY) return t('diagram.shapes.stakeholder');
      return editor.registry.get(type)?.title ?? type;
    },
    [t, editor, pluginTitles],
  );
}
