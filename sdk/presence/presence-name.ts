import type { PresenceEntry } from '../../core/domain/live-messages';
import type { Translate } from '../i18n/translate';
import type { SdkMessageKey } from '../i18n/use-sdk-translate';

/** How someone else in a module is named to this person: by their name, or as a visitor of a share link. */
export const presenceName = (entry: Pick<PresenceEntry, 'name'>, t: Translate<SdkMessageKey>): string => entry.name ?? t('presence.visitor');
