import type { Translate } from '../../sdk';
import type { PaletteGroup, PropertySheets } from '../../sdk/diagram';
import { CORNERS } from './shapes/corner';

/** Axes, the four corner labels (one shape preset to each corner) and items. */
export function quadrantPalette(t: Translate): PaletteGroup[] {
  return [
    {
      id: 'axes',
      title: t('palette.axes'),
      items: [
        { type: 'quadrant.XAxis', title: t('palette.xAxis') },
        { type: 'quadrant.YAxis', title: t('palette.yAxis') },
      ],
    },
    {
      id: 'corners',
      title: t('palette.corners'),
      items: CORNERS.map((corner) => ({ type: 'quadrant.Corner', title: t(`palette.${corner}`), attributes: { corner, title: t(`palette.${corner}`) } })),
    },
    { id: 'items', title: t('palette.items'), items: [{ type: 'quadrant.Item', title: t('palette.item') }] },
  ];
}

export function quadrantPropertySheets(t: Translate): PropertySheets {
  const colour = { shape_fill: t('properties.shape_fill'), shape_outline: t('properties.shape_outline') };
  const axis = { labels: { axis_color: t('properties.axis_color') } };
  return {
    'quadrant.XAxis': axis,
    'quadrant.YAxis': axis,
    'quadrant.Corner': {
      labels: { corner: t('properties.corner'), ...colour },
      choices: { corner: Object.fromEntries(CORNERS.map((corner) => [corner, t(`corners.${corner}`)])) },
    },
    'quadrant.Item': { labels: colour },
  };
}
