import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
} from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { AuthService } from '../../core/services/auth-service';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';

/**
 * The terms dialog of screens-and-editor.md §4: blocks a user who has not accepted the terms (shared
 * users never see it) until they accept, which needs the checkbox, or decline, which signs them out.
 */
export function TermsDialog() {
  const users = useService(CurrentUserStore);
  const user = useObservable(users.user$, () => users.user);
  // Kept here: a failed update empties the user store until it is reloaded, unmounting the content.
  const [failed, setFailed] = useState(false);
  if (!user || user.accepted_eula || user.shared_user) return null;
  return <TermsDialogContent key={user.id} failed={failed} setFailed={setFailed} />;
}

function TermsDialogContent({ failed, setFailed }: { failed: boolean; setFailed(failed: boolean): void }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const auth = useService(AuthService);
  const systems = useService(SystemStore);
  const system = useObservable(systems.system$, () => systems.system);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const eulaLink = system?.eula_link || null;

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await users.update({ accepted_eula: true });
    } catch {
      setFailed(true);
      setBusy(false);
      // The store drops the user when an update fails (data-layer.md §4); fetch it again so the
      // dialog stays until the terms are really accepted.
      await users.load();
    }
  };

  const decline = async () => {
    setBusy(true);
    try {
      await auth.declineTerms();
    } catch {
      // Signing out clears local state even when the server is unreachable; let the user try again.
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      // Only Accept or Decline may close it; neither Escape nor a click outside does.
      onClose={() => undefined}
    >
      <DialogTitle id={titleId}>{t('terms.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('terms.intro')}</DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label={
            eulaLink ? (
              <Trans
                t={t}
                i18nKey="terms.agreeWithLink"
                components={{ terms: <Link href={eulaLink} target="_blank" rel="noopener noreferrer" /> }}
              />
            ) : (
              t('terms.agree')
            )
          }
        />
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('terms.acceptFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={decline} disabled={busy}>
          {t('terms.decline')}
        </Button>
        {agreed && (
          <Button variant="contained" onClick={accept} disabled={busy}>
            {t('terms.accept')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
