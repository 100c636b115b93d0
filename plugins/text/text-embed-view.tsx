import type { ModuleViewProps } from '../../sdk';
import TextView from './text-view';

/** Embeds show the text only. */
export default function TextEmbedView(props: ModuleViewProps) {
  return <TextView {...props} readOnly />;
}
