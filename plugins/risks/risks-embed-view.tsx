import type { ModuleViewProps } from '../../sdk';
import RisksView from './risks-view';

/** Embeds show the risks without any editing control. */
export default function RisksEmbedView(props: ModuleViewProps) {
  return <RisksView {...props} readOnly />;
}
