import { defineManifest, diagramCellAttribute, diagramSettingsAttribute } from '../../sdk/manifest';

export default defineManifest({
  typeKey: 'Ecosystems',
  segment: 'ecosystem',
  title: 'Ecosystem',
  description: 'The actors around a business, their roles and how they relate.',
  category: 'Diagrams',
  family: 'diagram',
  entityAttributes: [diagramCellAttribute(), diagramSettingsAttribute()],
});
