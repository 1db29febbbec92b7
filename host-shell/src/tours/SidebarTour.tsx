import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sidebarTourCreated,
  sidebarTourEnded,
  sidebarTourStart,
  sidebarTourSteps,
  visibleMenu,
  type SidebarTourStep,
} from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { reminderDue } from './earlier-prompts';
import { recordTourEnded } from './focus-after-tour';

// react-aria and the mask come only when a tour is due.
const Tour = lazy(() => import('shared-ui/overlays').then((module) => ({ default: module.Tour })));

const TARGETS: Record<SidebarTourStep, string> = {
  menu: '#shell-sidebar',
  'accept-payments': '[data-tour="accept-payments"]',
  'apps-partners': '[data-tour="apps-partners"]',
  configuration: '[data-tour="configuration"]',
};

/**
 * The sidebar tour (spec 01 §4, §9): starts when its entry is ACTIVE (created ACTIVE when there is
 * none), 4 steps or 3 without the apps section, and ends INACTIVE whether finished or skipped
 * (Escape skips; focus returns where it was). Waits for the menu; never in the same sign-in as a
 * reminder or the consent: one prompt at a time.
 */
export const SidebarTour = observer(function SidebarTour() {
  const { t } = useTranslation();
  const { api, session, report } = useShellServices();
  const [steps, setSteps] = useState<SidebarTourStep[] | null>(null);
  const decidedFor = useRef<string | null>(null);
  const { user, business } = session;
  const menu = visibleMenu(session.site.navigation);

  useEffect(() => {
    if (!user || !business || menu.status !== 'ready' || decidedFor.current === user.user_id) return;
    decidedFor.current = user.user_id;
    if (reminderDue(user, business, Date.now())) return;
    const start = sidebarTourStart(user);
    if (start === 'none') return;
    if (start === 'createAndStart') {
      api.updateAccountNotifications([sidebarTourCreated()]).catch((error: unknown) => report(error, { phase: 'sidebar tour' }));
    }
    setSteps(sidebarTourSteps(menu.groups.some((group) => group.key === 'apps-partners')));
  }, [user, business, menu, api, report]);

  if (!steps) return null;
  const end = () => {
    setSteps(null);
    recordTourEnded({ api, session, report }, sidebarTourEnded(), 'sidebar tour');
  };
  return (
    <Suspense fallback={null}>
      <Tour
        isOpen
        steps={steps.map((step) => ({
          target: () => document.querySelector(TARGETS[step]),
          title: t(`tour.${step}.title`),
          body: t(`tour.${step}.body`),
        }))}
        onClose={end}
      />
    </Suspense>
  );
});
