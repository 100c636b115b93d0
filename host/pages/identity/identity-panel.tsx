import type { ReactNode } from 'react';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SIGN_IN_PATH } from '../../guards/sign-in-target';

/** The frame of the public identity pages, like the sign-in page's, with a way back to signing in. */
export function IdentityPanel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {title}
        </Typography>
        {children}
        <Typography variant="body2">
          <Link component={RouterLink} to={SIGN_IN_PATH}>
            {t('identity.signIn')}
          </Link>
        </Typography>
      </Stack>
    </Paper>
  );
}
