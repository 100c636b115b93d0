import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Quadrant',
    palette: {
      axes: 'Axes',
      xAxis: 'X axis',
      yAxis: 'Y axis',
      corners: 'Quadrant labels',
      'top-left': 'Top left',
      'top-right': 'Top right',
      'bottom-left': 'Bottom left',
      'bottom-right': 'Bottom right',
      items: 'Items',
      item: 'Item',
    },
    properties: {
      axis_color: 'Axis colour',
      corner: 'Corner',
      shape_fill: 'Fill',
      shape_outline: 'Outline',
    },
    corners: {
      'top-left': 'Top left',
      'top-right': 'Top right',
      'bottom-left': 'Bottom left',
      'bottom-right': 'Bottom right',
    },
  },
} satisfies PluginMessages;
