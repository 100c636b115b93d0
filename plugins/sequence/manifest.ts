import { defineManifest, diagramCellAttribute, diagramSettingsAttribute } from '../../sdk/manifest';

export default defineManifest({
  typeKey: 'Sequences',
  segment: 'sequence',
  title: 'Sequence',
  description: 'Who sends which message to whom, in order: participants, lifelines and messages.',
  category: 'Diagrams',
  family: 'diagram',
  entityAttributes: [diagramCellAttribute(), diagramSettingsAttribute()],
});
