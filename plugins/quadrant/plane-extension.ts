import type { Translate } from '../../sdk';
import type { DiagramExtension } from '../../sdk/diagram';
import { CORNERS, type Corner } from './shapes/corner';
import { planeTemplate } from './shapes/plane';

/**
 * A new quadrant starts with its plane: when the module opens empty and writable, both axes and the four
 * corner labels are laid out once (one undo step). A module with any cell, or read-only, is left as it is.
 */
export function planeExtension(t: Translate): DiagramExtension {
  return {
    onReady(editor, { readOnly, isEmpty }) {
      if (readOnly || !isEmpty) return;
      const corners = Object.fromEntries(CORNERS.map((corner) => [corner, t(`corners.${corner}`)])) as Record<Corner, string>;
      const cells = planeTemplate({ xAxis: t('palette.xAxis'), yAxis: t('palette.yAxis'), corners });
      editor.undoManager.batch('quadrant-plane', () => {
        for (const { type, attributes } of cells) editor.addShape(type, attributes);
      });
    },
  };
}
