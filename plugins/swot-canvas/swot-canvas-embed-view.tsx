import type { ModuleViewProps } from '../../sdk';
import SwotCanvasView from './swot-canvas-view';

/** Embeds show the canvas without any editing control. */
export default function SwotCanvasEmbedView(props: ModuleViewProps) {
  return <SwotCanvasView {...props} readOnly />;
}
