import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { PresenceEntry } from '../../../core/domain/live-messages';
import { initialsOf } from '../../../sdk/members/member-name';
import { presenceColour } from '../../../sdk/presence/presence-colour';
import { usePresence } from '../../../sdk/presence/use-presence';

const MOST_AVATARS = 5;

/** One avatar per person, though they have the module open in two tabs. */
function onePerPerson(entries: readonly PresenceEntry[]): PresenceEntry[] {
  const people = new Map<string, PresenceEntry>();
  for (const entry of entries) people.set(entry.userId === null ? entry.clientId : `user-${entry.userId}`, entry);
  return [...people.values()];
}

/** The others who have the module open, as avatars in their colours; nothing when nobody else is there. */
export function ModulePresence({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation('host');
  const people = onePerPerson(usePresence(moduleId));
  if (people.length === 0) return null;
  return (
    <AvatarGroup
      max={MOST_AVATARS}
      component="ul"
      aria-label={t('module.presence')}
      slotProps={{ surplus: { component: 'li' } }}
      sx={{ justifyContent: 'flex-end', m: 0, p: 0, listStyle: 'none', '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14 } }}
    >
      {people.map((person) => {
        const name = person.name ?? t('module.visitor');
        return (
          <Tooltip key={person.clientId} title={name}>
            <Avatar component="li" tabIndex={0} aria-label={name} sx={{ bgcolor: presenceColour(person), color: '#fff' }}>
              {person.name ? initialsOf(person.name) : '?'}
            </Avatar>
          </Tooltip>
        );
      })}
    </AvatarGroup>
  );
}
