import type { Translate } from '../../sdk';
import type { PaletteGroup, PropertySheets } from '../../sdk/diagram';
import { MESSAGE_TYPES } from './shapes/message';

export function sequencePalette(t: Translate): PaletteGroup[] {
  return [
    {
      id: 'sequence',
      title: t('palette.sequence'),
      items: [
        { type: 'sequence.Participant', title: t('palette.participant') },
        { type: 'sequence.Activation', title: t('palette.activation') },
      ],
    },
  ];
}

export function sequencePropertySheets(t: Translate): PropertySheets {
  const colour = { shape_fill: t('properties.shape_fill'), shape_outline: t('properties.shape_outline') };
  return {
    'sequence.Participant': { labels: colour },
    'sequence.Activation': { labels: colour },
    'sequence.Message': {
      labels: { message_type: t('properties.message_type'), link_color: t('properties.link_color') },
      choices: { message_type: Object.fromEntries(MESSAGE_TYPES.map((type) => [type, t(`messageTypes.${type}`)])) },
    },
  };
}
