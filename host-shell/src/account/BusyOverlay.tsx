import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOverlays } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';
import './account.css';

const Modal = lazy(() => loadOverlays().then((overlays) => ({ default: overlays.Modal })));

/**
 * Sign-out and business switch (spec 01 §4) cover the dashboard with a modal dialog named by what
 * is happening: the page behind is inert until it is done, and nothing can cancel it.
 */
export const BusyOverlay = observer(function BusyOverlay() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  if (session.busy === null) return null;
  return (
    <Suspense fallback={null}>
      <Modal isOpen onOpenChange={() => undefined} title={session.busy === 'switching' ? t('account.switching') : t('account.signingOut')} size="small" hideCloseButton>
        <span className="busy-spinner" aria-hidden="true" />
      </Modal>
    </Suspense>
  );
});
