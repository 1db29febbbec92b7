import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../platform/shell-context';

/**
 * While a remote is fetched during a route switch the current page stays on screen (a transition);
 * this thin bar says that something is coming.
 */
export const LoadingBar = observer(function LoadingBar() {
  const { t } = useTranslation();
  const { loader } = useShellServices();
  if (loader.pending.size === 0) return null;
  return <div className="shell-loading-bar" role="progressbar" aria-label={t('loading')} />;
});
