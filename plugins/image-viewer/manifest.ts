import { defineManifest } from '../../sdk/manifest';

export const IMAGE_KEY = 'ImageViewerImage';
export const CAPTION_MAX_LENGTH = 1000;

export default defineManifest({
  typeKey: 'ImageViewers',
  segment: 'image-viewer',
  // screens-and-editor.md §2: the image viewer's embed route alone uses the plural.
  embedSegment: 'image-viewers',
  title: 'Image viewer',
  description: 'A gallery of pictures with captions, viewed large with zoom and pan.',
  category: 'Documents',
  family: 'document',
  entityAttributes: [
    {
      key: IMAGE_KEY,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['image', 'caption'],
        properties: {
          // A stored file of the module (upload_module_image.json); null when a copy could not take the file along.
          image: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['url'],
            properties: { url: { type: 'string', maxLength: 500, pattern: '^/api/files/[A-Za-z0-9][A-Za-z0-9/_.-]*$' } },
          },
          caption: { type: 'string', maxLength: CAPTION_MAX_LENGTH },
          /** The uploaded file's name: the image's text alternative while it has no caption. */
          name: { type: 'string', maxLength: 255 },
        },
      },
    },
  ],
  cardSummary: { attributeKey: IMAGE_KEY },
});
