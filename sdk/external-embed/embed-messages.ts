/** The external-embed family's own words (SDK namespace, `embed.*`); each kind adds its own in its plugin. */
export const embedMessages = {
  add: 'Add {{item}}',
  addTitle: 'Add {{item}}',
  editTitle: 'Edit {{item}}',
  title: 'Title',
  notes: 'Notes',
  save: 'Save',
  cancel: 'Cancel',
  titleRequired: 'Give it a title.',
  urlRequired: 'Paste its address.',
  edit: 'Edit {{name}}',
  delete: 'Delete {{name}}',
  moveUp: 'Move {{name}} up',
  moveDown: 'Move {{name}} down',
  pages: 'Pages',
  added: '“{{name}}” added',
  changed: '“{{name}}” changed',
  frameFailed: '“{{name}}” did not load here. The site may not allow being shown inside other pages; open it in a new tab instead.',
  frameBlocked:
    '“{{name}}” cannot be shown until this page is loaded again: {{origin}} was allowed after it opened. Reload, or open it in a new tab.',
  frameOwnOrigin: '“{{name}}” is a page of Tessera itself, which is not shown in a frame. Open it in a new tab instead.',
  reload: 'Reload',
};
