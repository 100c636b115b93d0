import { Avatar } from '@mui/material';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { useFileUrl } from '../../sdk/ui/use-file-url';

/** The signed-in person's profile image (their initial without one); decorative next to the Profile link. */
export function ProfileAvatar({ size = 28 }: { size?: number }) {
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  const imageUrl = useFileUrl(user?.profile_image);
  return (
    <Avatar src={imageUrl ?? undefined} alt="" data-testid="nav-profile-avatar" sx={{ width: size, height: size, fontSize: size / 2 }}>
      {user?.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
