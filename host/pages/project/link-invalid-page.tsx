import { Button, Stack, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Where a revoked or mistyped share link lands: what happened and what to do. */
export function LinkInvalidPage() {
  const { t } = useTranslation('host');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <LinkOffIcon sx={{ fontSize: 48 }} color="action" />
      <Typography variant="h4" component="h1">
        {t('projectPage.visitor.invalidTitle')}
      </Typography>
      <Typography color="text.secondary">{t('projectPage.visitor.invalidBody')}</Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('signIn.submit')}
      </Button>
    </Stack>
  );
}
