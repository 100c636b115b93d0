/** English messages of the help menu and the host pages' tours (host namespace, key `tours`). */
export const toursEn = {
  help: 'Help',
  menuTitle: 'Tours of this page',
  none: 'This page has no tour.',
  saveFailed: 'Tessera could not remember that you have seen this tour, so it may start again. Check your connection.',
  home: {
    title: 'Tour of the home page',
    navigation: {
      title: 'Welcome to Tessera',
      text: 'The bar at the top leads to your projects, templates and examples, your teams, and your profile.',
    },
    toolbar: {
      title: 'Your projects',
      text: 'Search the list, sort it, filter it by label, and show it as cards or as a table. Open a project to see its modules.',
    },
    help: {
      title: 'Help whenever you need it',
      text: 'The help button lists the tours of the page you are on. Take this one again at any time.',
    },
  },
  project: {
    title: 'Tour of the project page',
    header: {
      title: 'The project',
      text: 'The project’s name, description and labels. Its menu shares it, copies it, exports it and sets who may use it.',
    },
    modules: {
      title: 'Modules',
      text: 'A project is made of modules: diagrams, lists, canvases, boards and more, grouped in sections. Open one to work on it.',
    },
    help: {
      title: 'Tours of each module',
      text: 'On a module’s page, the help button has a tour of that kind of module.',
    },
  },
};
