import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from 'shared-contracts';
import { NOTIFICATION_CENTRE_PAGE_SIZE, type NotificationType } from 'shared-contracts/areas/notifications/notifications';
import { HostApiProvider, useHostApi } from 'shared-contracts/react';
import { Button, EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { Pager } from 'shared-ui/data';
import { useNotifications } from '../../../api/get-notifications';
import { refetchAllNotifications } from '../../../api/notification-keys';
import { useReadAllNotifications } from '../../../api/read-all-notifications';
import { useReadNotification } from '../../../api/read-notification';
import { useDisplayContext } from '../../notifications/display-context';
import { NotificationEntry } from '../../notifications/NotificationEntry';
import { TypeTags } from '../../notifications/TypeTags';
import { FeedbackForm } from '../FeedbackForm';
import '../notification-centre.css';

/**
 * The notification centre (spec 02 §4, §8; issue 13): paged by total_count, filtered by tag, read
 * one on open, read all, media, feedback. The shell shows it only where the notification_center
 * flag is on (spec 02 §6); elsewhere the path is not found.
 */
const CentreView = observer(function CentreView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('notifications');
  const [type, setType] = useState<NotificationType | undefined>();
  const [page, setPage] = useState(1);
  const list = useNotifications(hostApi, { limit: NOTIFICATION_CENTRE_PAGE_SIZE, page, ...(type ? { type } : {}) });
  const readOne = useReadNotification(hostApi);
  const readAll = useReadAllNotifications(hostApi);
  const display = useDisplayContext(hostApi);

  const answer = list.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total_count / NOTIFICATION_CENTRE_PAGE_SIZE)) : 1;
  const problem = readOne.isError ? t('errorReadOneNotification') : readAll.isError ? t('errorReadAllNotification') : null;
  const retry = () => void refetchAllNotifications(hostApi.queryClient);
  const choose = (next: NotificationType | undefined) => {
    setType(next);
    setPage(1);
  };

  return (
    <div className="mdp-ntf-centre">
      <PageHeader
        title={t('title')}
        description={answer ? t('centre.unread', { count: answer.unread_count }) : undefined}
        actions={
          <Button
            variant="secondary"
            busy={readAll.isPending}
            disabled={!answer || answer.unread_count === 0}
            onClick={() => {
              readOne.reset();
              readAll.mutate();
            }}
          >
            {t('markAllRead')}
          </Button>
        }
      />
      <TypeTags value={type} onChange={choose} />
      {problem ? (
        <p role="alert" className="mdp-ntf-problem">
          {problem}
        </p>
      ) : null}
      {list.isError && !answer ? (
        <ErrorState title={t('errorFetch')} onRetry={retry} />
      ) : !answer ? (
        <Skeleton label={t('loading')} lines={6} />
      ) : answer.notifications.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <ul className="mdp-ntf-list" aria-label={t('centre.list')} aria-busy={list.isFetching || undefined}>
            {answer.notifications.map((item) => (
              <li key={item.id}>
                <NotificationEntry
                  item={item}
                  display={display}
                  variant="full"
                  onRead={(id) => {
                    readAll.reset();
                    readOne.mutate(id);
                  }}
                >
                  {item.asks_feedback ? <FeedbackForm notificationId={item.id} /> : null}
                </NotificationEntry>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} total={answer.total_count} onPageChange={setPage} />
        </>
      )}
    </div>
  );
});

/** The route's page: hands its tree the HostApi the shell mounted it with. */
export default function NotificationCentrePage({ hostApi }: PageProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <CentreView />
    </HostApiProvider>
  );
}
