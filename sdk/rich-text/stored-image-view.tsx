import Image from '@tiptap/extension-image';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useFileUrl } from '../ui/use-file-url';

/** An image in the editor: its src stays the stored file's URL; it is shown from an object URL (useFileUrl). */
function StoredImageView({ node, selected }: ReactNodeViewProps) {
  const src = useFileUrl(node.attrs.src as string | null);
  return (
    <NodeViewWrapper>
      {src && <img src={src} alt={(node.attrs.alt as string | null) ?? ''} className={selected ? 'ProseMirror-selectednode' : undefined} data-drag-handle />}
    </NodeViewWrapper>
  );
}

/** TipTap's image, without data: URLs, drawn by StoredImageView. */
export const StoredImage = Image.extend({
  addNodeView() {
    return ReactNodeViewRenderer(StoredImageView);
  },
}).configure({ allowBase64: false });
