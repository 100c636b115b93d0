/** The tour card's buttons and the module pages' tours (sdk namespace, under `tours`). */
export const tourMessages = {
  next: 'Next',
  back: 'Back',
  skip: 'Skip tour',
  finish: 'Finish',
  stop: 'Stop tour',
  progress: 'Step {{current}} of {{total}}',
  module: {
    title: 'Tour of this module',
    panels: {
      title: 'Properties and comments',
      text: 'Open the module’s properties to rename or describe it, and its comments to talk it over with your team.',
    },
    list: {
      title: 'Your list',
      text: 'Add items here, search them and filter them. Choose an item to edit it; every change is saved as you go.',
    },
    canvas: {
      title: 'Your canvas',
      text: 'Each area holds notes. Add a note to an area, drag notes between areas and give them a colour.',
    },
    board: {
      title: 'Your board',
      text: 'Cards sit in columns. Add cards, move them between columns with the mouse or the keyboard, and filter them by colour.',
    },
    registry: {
      title: 'The project’s register',
      text: 'This register is shared by the whole project: what you add here can be assigned to content in other modules.',
    },
    embed: {
      title: 'Embedded pages',
      text: 'Add the address of a page from another site to show it here, next to the rest of the project.',
    },
    document: {
      title: 'Your content',
      text: 'Write and edit the module’s content here; changes are saved as you go.',
    },
  },
  diagram: {
    title: 'Tour of the diagram editor',
    toolbar: {
      title: 'The toolbar',
      text: 'Undo, zoom, align, export, print and the diagram’s settings are all here.',
    },
    paper: {
      title: 'The drawing',
      text: 'Select a shape to edit its properties, drag it to move it, and connect shapes by dragging from their edge.',
    },
    shapes: {
      title: 'Shapes',
      text: 'Drag a shape onto the drawing, or choose it to add it in the middle of the view.',
    },
  },
};
