import { defineEmbedManifest } from '../../sdk/manifest';
import { MIRO_ORIGIN, miroFramedPage } from './miro-url';

export default defineEmbedManifest({
  typeKey: 'MiroBoards',
  segment: 'miro-boards',
  title: 'Miro boards',
  description: 'Miro boards shown live in the project, with a link to open each in Miro.',
  category: 'Embeds',
  embed: {
    itemKey: 'MiroBoard',
    source: {
      kind: 'site',
      frameOrigins: [MIRO_ORIGIN],
      framedPageOf: miroFramedPage,
      refusal: 'is not a Miro board address (https://miro.com/app/board/…)',
    },
    layout: 'stack',
    // Miro's embed runs its app and signs in on its own origin (allow-same-origin is safe: it is not
    // Tessera's); allow-popups lets "Open in Miro" and Miro's own sign-in window open outside the sandbox.
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms',
    allow: 'fullscreen; clipboard-read; clipboard-write',
  },
});
