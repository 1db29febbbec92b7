import { useTranslation } from 'react-i18next';
import type { NotificationItem } from 'shared-contracts/areas/notifications/notifications';
import { notificationLink } from '../../rules/notification-link';
import './notifications.css';

/** Media is loaded from the dashboard's own origin or over https only; anything else is not shown. */
function mediaSource(url: string | null): string | null {
  const link = notificationLink(url);
  return link.kind === 'in-app' ? link.path : link.kind === 'external' ? link.href : null;
}

/** A notification's image or video, with a text alternative naming the notification. */
export function NotificationMedia({ item, title }: { item: NotificationItem; title: string }) {
  const { t } = useTranslation('notifications');
  const src = mediaSource(item.media_url);
  if (!src || !item.media_type) return null;
  if (item.media_type === 'IMAGE') {
    return <img className="mdp-ntf-media" src={src} alt={t('item.image', { title })} width={320} height={160} loading="lazy" />;
  }
  return (
    // preload="none": nothing is fetched until the user plays it. The text alternative names it.
    <video className="mdp-ntf-media" src={src} controls preload="none" aria-label={t('item.video', { title })}>
      {t('item.videoFallback')}
    </video>
  );
}
