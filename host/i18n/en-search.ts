/** English messages of the workspace search (host namespace, key `search`): the navigation's button and its dialog. */
export const searchEn = {
  open: 'Search',
  shortcut: 'Ctrl K',
  dialog: 'Search the workspace',
  input: 'Search projects, modules and their content',
  results: 'Search results',
  hint: 'Type to search the projects you can open, their sections, modules, items, comments and registries, and your data catalogs.',
  searching: 'Searching…',
  none: 'Nothing matches “{{query}}”.',
  failed: 'Search is not available right now. Try again in a moment.',
  keys: 'Up and down arrows choose, Enter opens, Escape closes.',
  notOpenable: 'Shown in data catalogs',
  close: 'Close search',
  kinds: {
    project: 'Projects',
    section: 'Sections',
    module: 'Modules',
    item: 'Items',
    comment: 'Comments',
    registry_item: 'Registries',
    catalog_detail: 'Data catalog details',
  },
} as const;
