import { defineEmbedManifest } from '../../sdk/manifest';

export default defineEmbedManifest({
  typeKey: 'EmbeddedSuites',
  segment: 'embedded-suites',
  title: 'Embedded suites',
  description: "Pages of the company's own tools, as tabs, from the hosts the company admin allows.",
  category: 'Embeds',
  embed: {
    itemKey: 'EmbeddedSuitePage',
    source: { kind: 'companyHosts' },
    layout: 'tabs',
    // A suite is an application: it runs scripts, keeps its sign-in (allow-same-origin: safe because its
    // origin is never Tessera's, which the view refuses to frame), posts forms, downloads files and opens
    // windows outside the sandbox. Left out: top navigation (it cannot take Tessera's tab away), modals
    // (no alert or print dialogs over Tessera), pointer lock and orientation lock.
    sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    allow: 'fullscreen; clipboard-write',
  },
});
