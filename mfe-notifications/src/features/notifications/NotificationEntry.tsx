import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from 'shared-contracts/areas/notifications/notifications';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { createdTime } from '../../rules/created-time';
import { textIn } from '../../rules/localised-text';
import { notificationLink } from '../../rules/notification-link';
import type { DisplayContext } from './display-context';
import { NotificationMedia } from './NotificationMedia';
import './notifications.css';

export interface NotificationEntryProps {
  item: NotificationItem;
  display: DisplayContext;
  /** Marks the notification read (opening it does too). */
  onRead: (id: string) => void;
  /** `compact` in the bell's dropdown (no media), `full` in the centre. */
  variant: 'compact' | 'full';
  /** Called after an in-app link navigated (the dropdown closes). */
  onNavigated?: () => void;
  /** More content under the message (the centre's rating form). */
  children?: ReactNode;
}

const withModifier = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * One notification. Title and message are rendered as text, never as HTML (issue 13: the seeded
 * `<script>`, `<img onerror>` and `<b>` payloads appear literally). Its `target_url` is followed only
 * as `notificationLink` allows.
 */
export function NotificationEntry({ item, display, onRead, variant, onNavigated, children }: NotificationEntryProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('notifications');
  const title = textIn(item.title, display.language);
  const message = textIn(item.message, display.language);
  const link = notificationLink(item.target_url);
  const open = () => {
    if (!item.is_read) onRead(item.id);
  };
  const openInApp = (event: MouseEvent, path: string) => {
    open();
    if (withModifier(event)) return; // a new tab or window, as the browser does with any link
    event.preventDefault();
    hostApi.navigate(path);
    onNavigated?.();
  };
  const Heading = variant === 'full' ? 'h2' : 'h3';
  return (
    <article className="mdp-ntf-entry" data-variant={variant} data-read={item.is_read} aria-labelledby={`ntf-${item.id}`}>
      {variant === 'full' ? <NotificationMedia item={item} title={title} /> : null}
      <div className="mdp-ntf-body">
        <Heading id={`ntf-${item.id}`} className="mdp-ntf-title">
          {item.is_read ? null : (
            <>
              <span className="mdp-ntf-dot" aria-hidden="true" />
              <span className="mdp-ntf-visually-hidden">{t('item.unread')} </span>
            </>
          )}
          {link.kind === 'in-app' ? (
            <a href={link.path} onClick={(event) => openInApp(event, link.path)}>
              {title}
            </a>
          ) : link.kind === 'external' ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={open}>
              {title}
              <span className="mdp-ntf-visually-hidden"> {t('item.opensNewTab')}</span>
            </a>
          ) : (
            title
          )}
        </Heading>
        <p className="mdp-ntf-message">{message}</p>
        <p className="mdp-ntf-meta">
          <time dateTime={item.created}>{createdTime(item.created, display.country, display.timeZone)}</time>
          <span className="mdp-ntf-type">{t(`tags.${item.type}`)}</span>
        </p>
        {children}
      </div>
      {item.is_read ? null : (
        <Button variant="ghost" className="mdp-ntf-read" onClick={open}>
          {t('item.markRead')}
          <span className="mdp-ntf-visually-hidden">: {title}</span>
        </Button>
      )}
    </article>
  );
}
