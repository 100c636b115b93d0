import { defineManifest, diagramCellAttribute, diagramSettingsAttribute } from '../../sdk/manifest';

export default defineManifest({
  typeKey: 'Bpmns',
  segment: 'bpmn',
  title: 'BPMN diagram',
  description: 'A business process in BPMN: pools and lanes, events, activities, gateways, data and flows.',
  category: 'Diagrams',
  assistantActions: ['suggest_next_steps'],
  family: 'diagram',
  entityAttributes: [diagramCellAttribute(), diagramSettingsAttribute()],
});
