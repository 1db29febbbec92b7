import { observer } from 'mobx-react-lite';
import { lazy, Suspense, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_QUERY, useMediaQuery } from 'shared-ui';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { mayUsePlatformTools } from './tools-access';
import './launcher.css';

const PlatformToolsPanel = lazy(() => import(/* webpackChunkName: "platform-tools" */ './PlatformToolsPanel'));

/** Alt+Shift+P, by the key's position, so it works in any keyboard layout and on macOS (where Alt types a character). */
export const isToolsShortcut = (event: KeyboardEvent): boolean => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyP';

/** The header's button and shortcut for the platform tools panel; nothing at all for a merchant. */
export function PlatformToolsLauncher() {
  return (
    <Suspense fallback={null}>
      <Launcher />
    </Suspense>
  );
}

const Launcher = observer(function Launcher() {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  const { registryReady, overrides } = useRemotePlatform();
  use(registryReady); // overrides are decided when the registry is read
  const allowed = mayUsePlatformTools(session.user?.email, deployment.internalEmailDomains, overrides.decisions);
  const [open, setOpen] = useState(false);
  const mobile = useMediaQuery(MOBILE_QUERY);
  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!isToolsShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);
  if (!allowed) return null;
  return (
    <>
      <button type="button" className="shell-tools-button" aria-keyshortcuts="Alt+Shift+P" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {mobile ? (
          <>
            <span aria-hidden="true">⚙</span>
            <span className="visually-hidden">{t('platformTools.open')}</span>
          </>
        ) : (
          t('platformTools.open')
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PlatformToolsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
