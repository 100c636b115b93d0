import { defineManifest, diagramCellAttribute, diagramSettingsAttribute } from '../../sdk/manifest';

export default defineManifest({
  typeKey: 'ProcessFlows',
  segment: 'process-flow',
  title: 'Process flow',
  description: 'A flowchart of a process: steps, decisions, documents and the flows between them.',
  category: 'Diagrams',
  family: 'diagram',
  entityAttributes: [diagramCellAttribute(), diagramSettingsAttribute()],
});
