import { defineManifest, diagramCellAttribute, diagramSettingsAttribute } from '../../sdk/manifest';

export default defineManifest({
  typeKey: 'Quadrants',
  segment: 'quadrant',
  title: 'Quadrant',
  description: 'Two axes, four named quadrants and the items placed between them.',
  category: 'Diagrams',
  family: 'diagram',
  entityAttributes: [diagramCellAttribute(), diagramSettingsAttribute()],
});
