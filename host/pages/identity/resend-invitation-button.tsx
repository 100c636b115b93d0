import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { requestNewInvitation } from './identity-api';
import { identityErrorMessage } from './identity-errors';

/**
 * Asks for the invitation to be mailed again, by the old link (an expired invitation) or by the address
 * (someone told at sign-in that they have not accepted yet); then says a mail is on its way.
 */
export function ResendInvitationButton({ by, label }: { by: { token: string } | { email: string }; label: string }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const resend = async () => {
    setState('busy');
    setFailure(null);
    try {
      await requestNewInvitation(http, by);
      setState('sent');
    } catch (error) {
      setFailure(error);
      setState('idle');
    }
  };
  if (state === 'sent') return <Alert severity="success" role="status">{t('identity.invitationRequested')}</Alert>;
  return (
    <>
      {failure !== null && <Alert severity="error">{identityErrorMessage(failure, t)}</Alert>}
      <Button variant="outlined" onClick={resend} loading={state === 'busy'}>
        {label}
      </Button>
    </>
  );
}
