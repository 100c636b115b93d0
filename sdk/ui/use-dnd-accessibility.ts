import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** dnd-kit's screen reader instructions and announcements in the user's language. */
export function useDndAccessibility(nameOf: (id: UniqueIdentifier) => string): DndContextProps['accessibility'] {
  const t = useSdkTranslate();
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('dnd.pickedUp', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dnd.over', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('dnd.notOver', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('dnd.droppedNowhere', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
  }, [t, nameOf]);
}
