import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { loadOverlays } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';
import type { InactivityWatch } from './inactivity';

// shared-ui's overlays carry react-aria: fetched when the warning first shows (or earlier, for the
// header), never on the first route (docs/decisions/0013-design-system.md).
const Modal = lazy(() => loadOverlays().then((overlays) => ({ default: overlays.Modal })));

/**
 * 60 s before the inactivity limit: a modal dialog with the time left and "Stay signed in"
 * (WCAG 2.2.1 Timing Adjustable). shared-ui's Modal traps and restores focus and makes the page
 * behind inert; Escape means "I am here".
 */
export const InactivityDialog = observer(function InactivityDialog({ inactivity }: { inactivity: InactivityWatch }) {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const open = inactivity.endsAt !== null;

  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        onOpenChange={(stillOpen) => (stillOpen ? undefined : session.touch(true))}
        title={t('inactivity.title')}
        size="small"
        hideCloseButton
        footer={
          <>
            <Button onClick={() => session.touch(true)} autoFocus>
              {t('inactivity.stay')}
            </Button>
            <Button variant="secondary" onClick={() => void session.signOut()}>
              {t('account.signOut')}
            </Button>
          </>
        }
      >
        <p>{t('inactivity.body', { count: inactivity.secondsLeft() })}</p>
      </Modal>
    </Suspense>
  );
});
