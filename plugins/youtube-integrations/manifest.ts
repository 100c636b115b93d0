import { defineEmbedManifest } from '../../sdk/manifest';
import { YOUTUBE_PLAYER_ORIGIN, youtubeFramedPage } from './youtube-url';

export default defineEmbedManifest({
  typeKey: 'VideoIntegration',
  segment: 'youtube-integrations',
  title: 'Videos',
  description: 'YouTube videos with notes, played in the privacy-enhanced player.',
  category: 'Embeds',
  embed: {
    itemKey: 'YoutubeVideo',
    source: {
      kind: 'site',
      frameOrigins: [YOUTUBE_PLAYER_ORIGIN],
      framedPageOf: youtubeFramedPage,
      refusal: 'is not a YouTube video or playlist address (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /live/…, /embed/…)',
    },
    layout: 'stack',
    notes: true,
    // The player runs its own scripts on its own origin (allow-same-origin keeps its storage and is safe
    // because that origin is not Tessera's); "Watch on YouTube" opens a new tab that is not sandboxed.
    sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    allow: 'fullscreen; picture-in-picture; encrypted-media',
  },
});
