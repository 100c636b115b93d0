import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { providerStartPath, type PublicProvider } from '../../../core/domain/company-providers';
import { HttpClient } from '../../../core/services/http-client';
import { Navigator } from '../../../core/services/navigator';
import { RuntimeConfigService } from '../../../core/services/runtime-config-service';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';
import { afterSignInPath } from '../../guards/sign-in-target';
import { providerProblemMessage } from './provider-problems';
import { rememberStartedProvider } from './started-provider';

/**
 * The top of /login/{providerId}: the company provider's button, prominent, and what went wrong when a
 * start failed (?error=). The password form follows it on the sign-in page.
 */
export function ProviderSignInChoice({ providerId }: { providerId: number }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigator = useService(Navigator);
  const { backendUrl } = useService(RuntimeConfigService).config;
  const [search] = useSearchParams();
  const provider = useAsync(
    (signal) => http.get<PublicProvider>(`/api/oauth/providers/${providerId}.json`, { skipStatusHandling: true, signal }),
    [providerId],
  );
  const startProblem = search.get('error');

  const start = () => {
    rememberStartedProvider(providerId);
    navigator.assign(`${backendUrl.replace(/\/+$/, '')}${providerStartPath(providerId, afterSignInPath(search))}`);
  };

  if (provider.status === 'error') {
    return <Alert severity="warning">{t('oidc.signIn.unknownProvider')}</Alert>;
  }
  return (
    <Box>
      {startProblem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {providerProblemMessage(startProblem, t)}
        </Alert>
      )}
      <Button variant="contained" size="large" fullWidth onClick={start} loading={provider.status === 'loading'}>
        {provider.status === 'ready' ? provider.data.label : ' '}
      </Button>
      {provider.status === 'ready' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {t('oidc.signIn.forCompany', { company: provider.data.company_name })}
        </Typography>
      )}
      <Divider sx={{ mt: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('oidc.signIn.orWithPassword')}
        </Typography>
      </Divider>
    </Box>
  );
}
