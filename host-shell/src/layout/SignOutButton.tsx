import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../platform/shell-context';

/** Sign-out shows its loading state; a refusal (error_code) leaves the user where they are. */
export const SignOutButton = observer(function SignOutButton() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  return (
    <button type="button" className="menu-item menu-item--danger" disabled={session.busy !== null} onClick={() => void session.signOut()}>
      {session.busy === 'signingOut' ? t('account.signingOut') : t('account.signOut')}
    </button>
  );
});
