import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_LINK_TOUR_STEPS,
  menuEntries,
  paymentLinkTourCreated,
  paymentLinkTourEnded,
  paymentLinkTourStart,
  sidebarTourStart,
  visibleMenu,
  type PaymentLinkTourStep,
} from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { reminderDue } from './earlier-prompts';
import { recordTourEnded } from './focus-after-tour';

// react-aria and the mask come only when a tour is due.
const Tour = lazy(() => import('shared-ui/overlays').then((module) => ({ default: module.Tour })));

/**
 * The payment-link tour (spec 01 §4): for a business created within PAYMENT_LINK_TOUR_RECENT_MS,
 * when its entry is missing (created ACTIVE) or ACTIVE, over the payment-link entries of the menu;
 * finished, skipped or Escape: INACTIVE. After the reminders and the sidebar tour: one prompt per
 * sign-in (decision 0030), so a merchant new to the dashboard sees the sidebar tour first and this
 * one on a later visit. Focus returns where it was (react-aria's modal).
 */
export const PaymentLinkTour = observer(function PaymentLinkTour() {
  const { t } = useTranslation();
  const { api, session, report } = useShellServices();
  const [steps, setSteps] = useState<PaymentLinkTourStep[] | null>(null);
  const decidedFor = useRef<string | null>(null);
  const { user, business } = session;
  const menu = visibleMenu(session.site.navigation);

  useEffect(() => {
    if (!user || !business || menu.status !== 'ready' || decidedFor.current === user.user_id) return;
    decidedFor.current = user.user_id;
    const now = Date.now();
    if (reminderDue(user, business, now) || sidebarTourStart(user) !== 'none') return;
    const keys = new Set(menuEntries(menu.groups).map((entry) => entry.key));
    const start = paymentLinkTourStart(user, business, keys.has('payment-links'), now);
    if (start === 'none') return;
    if (start === 'createAndStart') {
      api.updateAccountNotifications([paymentLinkTourCreated()]).catch((error: unknown) => report(error, { phase: 'payment-link tour' }));
    }
    setSteps(PAYMENT_LINK_TOUR_STEPS.filter((step) => keys.has(step)));
  }, [user, business, menu, api, report]);

  if (!steps) return null;
  const end = () => {
    setSteps(null);
    recordTourEnded({ api, session, report }, paymentLinkTourEnded(), 'payment-link tour');
  };
  return (
    <Suspense fallback={null}>
      <Tour
        isOpen
        steps={steps.map((step) => ({
          target: () => document.querySelector(`[data-menu-key="${step}"]`),
          title: t(`paymentLinkTour.${step}.title`),
          body: t(`paymentLinkTour.${step}.body`),
        }))}
        onClose={end}
      />
    </Suspense>
  );
});
