import { useTranslation } from 'react-i18next';
import type { WidgetProps } from 'shared-contracts';
import './notification-bell.css';

/** The header's notification bell. The dropdown and the unread count arrive with the notifications issue. */
export default function NotificationBell({ hostApi }: WidgetProps) {
  const { t } = useTranslation('notifications');
  return (
    <button
      type="button"
      className="mdp-notification-bell"
      aria-label={t('bell.label')}
      title={t('bell.label')}
      onClick={() => hostApi.navigate('/notification-center')}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
    </button>
  );
}
