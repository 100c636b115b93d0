import type { AdminPageEntry } from './admin-page-entry';

/** The system admin's release-notes pages: the list in the menu, each note reached from it. */
export const RELEASE_NOTES_PAGES: readonly AdminPageEntry[] = [
  {
    path: 'release-notes',
    titleKey: 'releaseNotes.admin.nav',
    inMenu: true,
    lazy: async () => ({ Component: (await import('./release-notes/release-notes-admin-page')).ReleaseNotesAdminPage }),
  },
  {
    path: 'release-notes/:releaseNoteId',
    titleKey: 'releaseNotes.admin.nav',
    inMenu: false,
    lazy: async () => ({ Component: (await import('./release-notes/release-note-admin-page')).ReleaseNoteAdminPage }),
  },
];
