/** The project page lives in pages/project/; the route table imports it from here. */
export { ProjectPage } from './project/project-page';
