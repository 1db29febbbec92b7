import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { balanceViewPage, isPathAllowed, showsBalanceViewSwitch } from 'shared-contracts/rules';
import { Banner, Button } from 'shared-ui';
import { LazyRatingModal } from '../feedback/lazy-modals';
import { isBoolean, readJson, writeJson } from '../platform/browser-storage';
import { readBalanceTourMode } from '../platform/cookies';
import { useShellServices } from '../platform/shell-context';
import './balance-view.css';

// react-aria comes with the confirmation only when the user reaches for the switch.
const BalanceViewConfirmation = lazy(() => import('./BalanceViewConfirmation'));

type Step = 'banner' | 'confirm' | 'rating';

/**
 * The balance-view switch (spec 01 §4): a banner on balance, cash and pending for can_view,
 * can_edit or can_withdraw users while the switch is enabled and no tour runs; a confirmation;
 * PATCH balance_view, then a success message and the page of the chosen view (a danger message on
 * failure). After leaving the old view the rating modal asks about the new one. Closing the banner
 * is remembered on this browser.
 */
export const BalanceViewSwitch = observer(function BalanceViewSwitch() {
  const { t } = useTranslation();
  const { api, session, toasts } = useShellServices();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(() => readJson('balanceSwitchBannerClosed', isBoolean) === true);
  const [step, setStep] = useState<Step>('banner');
  const [busy, setBusy] = useState(false);
  const { user, balanceView, featureFlags } = session;

  if (step === 'rating') {
    return (
      <Suspense fallback={null}>
        {/* Spec 02 §5: how useful, very useful (1) to very not useful (5), for transactions: the balance view shows them. */}
        <LazyRatingModal scale="usefulness" source="balanceView" onClose={() => setStep('banner')} onRated={() => setStep('banner')} />
      </Suspense>
    );
  }
  if (!user || balanceView === undefined) return null;
  if (!showsBalanceViewSwitch({ pathname, user, featureFlags, tourMode: readBalanceTourMode(), dismissed })) return null;
  // Only over a page that opens, towards one that opens: no deployed remote may serve them yet (decision 0045).
  const opens = (path: string) => {
    const decision = isPathAllowed(session.site.navigation, path);
    return decision.status === 'ready' && decision.allowed;
  };
  if (!opens(pathname) || !opens(balanceViewPage(!balanceView))) return null;

  const switchView = async () => {
    const next = !balanceView;
    setBusy(true);
    try {
      const answer = await api.setBalanceViewFlag(next);
      session.setBalanceView(answer.balance_view);
      toasts.show(t(answer.balance_view ? 'balanceView.switchedToNew' : 'balanceView.switchedToOld'), 'success');
      navigate(balanceViewPage(answer.balance_view));
      // Leaving the old view: how was it? (spec 01 §4, spec 02 §5)
      setStep(answer.balance_view ? 'rating' : 'banner');
    } catch {
      toasts.show(t('balanceView.failed'), 'error');
      setStep('banner');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section aria-label={t('balanceView.label')} className="balance-view-switch">
        <Banner
          tone="info"
          role="none"
          action={
            <Button variant="secondary" onClick={() => setStep('confirm')}>
              {t(balanceView ? 'balanceView.switchToOld' : 'balanceView.switchToNew')}
            </Button>
          }
          onDismiss={() => {
            writeJson('balanceSwitchBannerClosed', true);
            setDismissed(true);
          }}
        >
          {t(balanceView ? 'balanceView.newView' : 'balanceView.oldView')}
        </Banner>
      </section>
      {step === 'confirm' ? (
        <Suspense fallback={null}>
          <BalanceViewConfirmation toNew={!balanceView} busy={busy} onConfirm={() => void switchView()} onCancel={() => setStep('banner')} />
        </Suspense>
      ) : null}
    </>
  );
});
