import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../components/page-states';
import { useHeaderTitle } from '../shell/header-bar';

/**
 * Favorites have no server support yet (issue 4). Rather than a list that can never fill, the page
 * says so and points to the lists that work.
 */
export function FavoritesPage() {
  const { t } = useTranslation('host');
  useHeaderTitle(t('lists.favorites'));
  return (
    <EmptyState
      title={t('favorites.title')}
      action={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" component={RouterLink} to="/recently-viewed">
            {t('lists.recentlyViewed')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/my-projects">
            {t('lists.myProjects')}
          </Button>
        </Stack>
      }
    >
      {t('favorites.body')}
    </EmptyState>
  );
}
