import { type Translate } from '../../sdk';
import { LINK_TYPES, type PaletteGroup, type PropertySheets } from '../../sdk/diagram';
import { ECOSYSTEM_ROLES } from './shapes/actor';

export function ecosystemPalette(t: Translate): PaletteGroup[] {
  return [
    {
      id: 'actors',
      title: t('palette.actors'),
      items: [
        { type: 'ecosystem.Actor', title: t('palette.actor') },
        { type: 'ecosystem.Actor', title: t('palette.customer'), attributes: { ecosystem_role: 'customer' } },
        { type: 'ecosystem.Actor', title: t('palette.supplier'), attributes: { ecosystem_role: 'supplier' } },
        { type: 'ecosystem.Actor', title: t('palette.partner'), attributes: { ecosystem_role: 'partner' } },
      ],
    },
    { id: 'boundaries', title: t('palette.boundaries'), items: [{ type: 'ecosystem.Boundary', title: t('palette.boundary') }] },
  ];
}

export function ecosystemPropertySheets(t: Translate): PropertySheets {
  const choices = (group: string, values: readonly string[]) => Object.fromEntries(values.map((value) => [value, t(`${group}.${value}`)]));
  return {
    'ecosystem.Actor': {
      properties: ['ecosystem_role', 'shape_fill'],
      labels: { ecosystem_role: t('properties.ecosystem_role'), shape_fill: t('properties.shape_fill') },
      choices: { ecosystem_role: choices('roles', ECOSYSTEM_ROLES) },
    },
    'ecosystem.Boundary': { labels: { shape_outline: t('properties.shape_outline') } },
    'ecosystem.Relationship': {
      labels: { linkType: t('properties.linkType') },
      choices: { linkType: choices('linkTypes', LINK_TYPES) },
    },
  };
}
