import { observer } from 'mobx-react-lite';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DROPDOWN_LIMIT, type NotificationType } from 'shared-contracts/areas/notifications/notifications';
import { useHostApi } from 'shared-contracts/react';
import { Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { useNotifications } from '../../api/get-notifications';
import { refetchAllNotifications } from '../../api/notification-keys';
import { useReadAllNotifications } from '../../api/read-all-notifications';
import { useReadNotification } from '../../api/read-notification';
import { useDisplayContext } from '../notifications/display-context';
import { NotificationEntry } from '../notifications/NotificationEntry';
import { TypeTags } from '../notifications/TypeTags';
import { CENTRE_ROUTE } from '../notification-centre/centre-route';
import './bell-dropdown.css';

export interface BellDropdownProps {
  id: string;
  /** Closes the dropdown; `true` returns focus to the bell. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's dropdown (spec 02 §2, §8): the latest 5, the tags products and updates, read one,
 * Mark all as read, See all (only where the notification centre's flag is on), an error state with
 * Refresh, and the no-notification message.
 */
const DropdownView = observer(function DropdownView({ id, onClose }: BellDropdownProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('notifications');
  const [type, setType] = useState<NotificationType | undefined>();
  const latest = useNotifications(hostApi, { limit: NOTIFICATION_DROPDOWN_LIMIT, ...(type ? { type } : {}) });
  const readOne = useReadNotification(hostApi);
  const readAll = useReadAllNotifications(hostApi);
  const display = useDisplayContext(hostApi);
  // The centre's own page, by route key: its gate (the notification_center flag) is the shell's to apply.
  const centreHref = hostApi.routes.href(CENTRE_ROUTE);
  const headingId = `${id}-heading`;
  // Refresh asks again for everything, so the badge recovers too.
  const retry = () => void refetchAllNotifications(hostApi.queryClient);

  const seeAll = (event: MouseEvent) => {
    event.preventDefault();
    if (centreHref) hostApi.navigate(centreHref);
    onClose(false);
  };
  const problem = readOne.isError ? t('errorReadOneNotification') : readAll.isError ? t('errorReadAllNotification') : null;

  return (
    <section id={id} className="mdp-ntf-panel" aria-labelledby={headingId}>
      <div className="mdp-ntf-panel-head">
        <h2 id={headingId} className="mdp-ntf-panel-title">
          {t('dropdown.heading')}
        </h2>
        <Button
          variant="ghost"
          className="mdp-ntf-read-all"
          busy={readAll.isPending}
          disabled={!latest.data || latest.data.unread_count === 0}
          onClick={() => {
            readOne.reset();
            readAll.mutate();
          }}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <TypeTags value={type} onChange={setType} />
      {problem ? (
        <p role="alert" className="mdp-ntf-problem">
          {problem}
        </p>
      ) : null}
      {latest.isError && !latest.data ? (
        <ErrorState title={t('errorFetchDropdown')} headingLevel={3} retryLabel={t('refresh')} onRetry={retry} />
      ) : !latest.data ? (
        <Skeleton label={t('loading')} lines={3} />
      ) : latest.data.notifications.length === 0 ? (
        <EmptyState title={t('empty')} headingLevel={3} />
      ) : (
        <ul className="mdp-ntf-list" aria-busy={latest.isFetching || undefined}>
          {latest.data.notifications.map((item) => (
            <li key={item.id}>
              <NotificationEntry
                item={item}
                display={display}
                variant="compact"
                onRead={(itemId) => {
                  readAll.reset();
                  readOne.mutate(itemId);
                }}
                onNavigated={() => onClose(false)}
              />
            </li>
          ))}
        </ul>
      )}
      {centreHref ? (
        <a className="mdp-ntf-see-all" href={centreHref} onClick={seeAll}>
          {t('dropdown.seeAll')}
        </a>
      ) : null}
    </section>
  );
});

export default function BellDropdown(props: BellDropdownProps) {
  return <DropdownView {...props} />;
}
