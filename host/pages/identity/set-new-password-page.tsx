import { useSearchParams } from 'react-router';
import { ChooseNewPassword } from './choose-new-password';
import { RequestPasswordReset } from './request-password-reset';

/** /set-new-password: without a token, ask for a reset link by email; with the mailed token, choose the new password. */
export function SetNewPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ChooseNewPassword key={token} token={token} /> : <RequestPasswordReset />;
}
