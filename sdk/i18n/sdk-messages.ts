import { diagramMessages } from '../diagram/ui/diagram-messages';

/** The SDK's own namespace; its messages register themselves the first time an SDK component renders. */
export const SDK_NAMESPACE = 'sdk';

export const sdkMessages = {
  en: {
    diagram: diagramMessages,
    load: {
      loading: 'Loading…',
      failed: 'This content could not be loaded. Check your connection, then try again.',
      retry: 'Try again',
    },
    save: {
      saving: 'Saving…',
      saved: 'All changes saved',
      failed: 'Not saved',
      retry: 'Retry',
    },
    undo: {
      deleted: '“{{name}}” deleted',
      undo: 'Undo',
    },
    dnd: {
      instructions:
        'To pick up an item, press space or enter. Use the arrow keys to move it. Press space or enter again to drop it, or escape to cancel.',
      pickedUp: 'Picked up {{name}}.',
      over: '{{name}} is over {{target}}.',
      notOver: '{{name}} is no longer over a drop area.',
      dropped: '{{name}} was dropped on {{target}}.',
      droppedNowhere: '{{name}} was dropped.',
      cancelled: 'Moving {{name}} was cancelled.',
    },
    list: {
      label: 'Items',
      add: 'Add {{item}}',
      empty: 'Nothing here yet. Choose “Add {{item}}” to add the first one.',
      emptyReadOnly: 'Nothing here yet.',
      edit: 'Edit {{name}}',
      delete: 'Delete {{name}}',
      moveUp: 'Move {{name}} up',
      moveDown: 'Move {{name}} down',
      drag: 'Reorder {{name}}',
      dialogTitle: 'Edit {{item}}',
      notSet: 'Not set',
      save: 'Save',
      cancel: 'Cancel',
      views: 'View',
      listView: 'List',
      checklist: {
        add: 'Add to {{field}}',
        entry: '{{field}} {{number}}',
        done: '{{field}} {{number}} done',
        remove: 'Remove {{field}} {{number}}',
      },
    },
    canvas: {
      addNote: 'Add note',
      addNoteTo: 'Add note to {{area}}',
      noteText: 'Note in {{area}}',
      emptyNote: 'Empty note',
      moveTo: 'Move note “{{name}}” to…',
      moveToArea: 'Move to {{area}}',
      drag: 'Drag note “{{name}}”',
      delete: 'Delete note “{{name}}”',
      color: 'Colour of note “{{name}}”',
      colors: { yellow: 'Yellow', green: 'Green', blue: 'Blue', pink: 'Pink', purple: 'Purple', orange: 'Orange' },
    },
    comments: {
      label: 'Comments on {{name}}',
      labelWithCount: 'Comments on {{name}} ({{count}})',
      labelWithUnread: 'Comments on {{name}} ({{count}}, {{unread}} unread)',
    },
    richText: {
      toolbar: 'Formatting',
      bold: 'Bold',
      italic: 'Italic',
      bulletedList: 'Bulleted list',
      numberedList: 'Numbered list',
      link: 'Link',
      linkTitle: 'Add a link',
      linkAddress: 'Link address',
      apply: 'Apply',
      cancel: 'Cancel',
      placeholder: 'Start writing…',
    },
  },
};
