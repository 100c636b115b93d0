import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, Chip, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * What someone who opened a share link without signing in sees instead of the navigation: the app's
 * title, that this is a shared project, and a way to sign in. None of the signed-in places (project
 * lists, profile, sign-out) would open for them.
 */
export function SharedVisitorBar({ title }: { title: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <Toolbar component="nav" aria-label={t('nav.label')} sx={{ columnGap: 1 }}>
      {title}
      <Chip
        icon={<LinkIcon />}
        label={t('nav.sharedView')}
        size="small"
        sx={{ bgcolor: 'rgba(255, 255, 255, 0.16)', color: 'inherit', '& .MuiChip-icon': { color: 'inherit' }, minWidth: 0 }}
      />
      <Box sx={{ flexGrow: 1 }} />
      <Button component={RouterLink} to="/" color="inherit" variant="outlined" size="small">
        {t('signIn.submit')}
      </Button>
    </Toolbar>
  );
}
