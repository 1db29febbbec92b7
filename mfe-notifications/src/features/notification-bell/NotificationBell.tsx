import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from 'shared-contracts';
import { NOTIFICATION_DROPDOWN_LIMIT } from 'shared-contracts/areas/notifications/notifications';
import { HostApiProvider, useHostApi } from 'shared-contracts/react';
import { useNotifications } from '../../api/get-notifications';
import { refetchAllNotifications } from '../../api/notification-keys';
import { useOtherTabsChanges } from '../../api/other-tabs';
import { unreadBadge } from '../../rules/badge';
import './notification-bell.css';

// The dropdown's code is loaded on intent (pointer over, focus, click), never with the header.
const loadDropdown = () => import('./BellDropdown');
const BellDropdown = lazy(loadDropdown);
const prefetchDropdown = () => void loadDropdown();

/**
 * The header's notification bell (spec 02 §2, issue 13): the unread count capped at 99+, kept
 * current by refetching on window focus, every minute while the tab is visible, and when another
 * tab reads; a click opens the dropdown (the disclosure pattern: Escape or a click outside closes it).
 */
export default function NotificationBell({ hostApi }: WidgetProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <Bell />
    </HostApiProvider>
  );
}

function Bell() {
  const hostApi = useHostApi();
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = useId();
  // The same call as the dropdown's unfiltered list: one request serves the badge and the dropdown.
  const latest = useNotifications(hostApi, { limit: NOTIFICATION_DROPDOWN_LIMIT }, { poll: true });
  const refetch = useCallback(() => void refetchAllNotifications(hostApi.queryClient), [hostApi]);
  useOtherTabsChanges(refetch);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const unread = latest.data?.unread_count ?? 0;
  const badge = unreadBadge(unread);
  return (
    <div ref={root} className="mdp-ntf-bell">
      <button
        ref={button}
        type="button"
        className="mdp-notification-bell"
        aria-label={t('bell.label')}
        aria-describedby={countId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={prefetchDropdown}
        onFocus={prefetchDropdown}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
      </button>
      {/* Outside the button, so its visible name stays "Notifications"; the count is its description. */}
      {badge ? (
        <span className="mdp-ntf-badge" aria-hidden="true" data-testid="notification-badge">
          {badge}
        </span>
      ) : null}
      <span id={countId} className="mdp-ntf-bell-count">
        {t('bell.unread', { count: unread })}
      </span>
      {open ? (
        <Suspense fallback={<div id={panelId} className="mdp-ntf-panel" aria-busy="true" />}>
          <BellDropdown id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
