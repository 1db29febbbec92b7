import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../platform/shell-context';

/** Sign-out and business switch show a loading state over the dashboard (spec 01 §4). */
export const BusyOverlay = observer(function BusyOverlay() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  if (session.busy === null) return null;
  return (
    <div className="busy-overlay" role="alert" aria-busy="true">
      <span className="busy-spinner" aria-hidden="true" />
      <p>{session.busy === 'switching' ? t('account.switching') : t('account.signingOut')}</p>
    </div>
  );
});
