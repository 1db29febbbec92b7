import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../platform/shell-context';
import './account.css';

/** Sign-out shows its loading state; a refusal (error_code) leaves the user where they are. */
export const SignOutButton = observer(function SignOutButton() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  return (
    <button type="button" className="account-action account-action--danger" disabled={session.busy !== null} onClick={() => void session.signOut()}>
      {session.busy === 'signingOut' ? t('account.signingOut') : t('account.signOut')}
    </button>
  );
});
