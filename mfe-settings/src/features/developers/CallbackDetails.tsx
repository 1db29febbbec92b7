import { useTranslation } from 'react-i18next';
import { callbackCodeCategory, callbackCodeDetail, prettyPayload, type CallbackEvent } from 'shared-contracts/areas/settings/developers';
import { Card } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { When } from './When';

/**
 * The callback details card (spec 02 §8): the error category by the code's first digit (1, 3, 4, 5
 * each a category; 2 success), a detailed text for the 4xx and 5xx codes that have one, and the
 * payloads as pretty JSON *text* in <pre> (React escapes it: a receiver's HTML is never rendered).
 */
export function CallbackDetails({ event }: { event: CallbackEvent }) {
  const { t } = useTranslation('settings');
  const category = callbackCodeCategory(event.response.code);
  const detail = callbackCodeDetail(event.response.code);
  const response = prettyPayload(event.response.payload);
  return (
    <Card aria-label={t('developers.events.detailsOf')} className="mdp-callback-details">
      <p className="mdp-event-category" data-category={category}>
        <strong>{t(`developers.events.category.${category}`)}</strong>
        {detail !== null ? ` ${t(`developers.events.detail.${detail}`)}` : ''}
      </p>
      <KeyValueList
        columns={2}
        items={[
          { key: 'created', term: t('developers.events.createdAt'), value: <When value={event.created_at} /> },
          {
            key: 'next',
            term: t('developers.events.nextRedelivery'),
            value: event.next_redelivery_schedule ? <When value={event.next_redelivery_schedule} /> : t('developers.events.none'),
          },
          { key: 'sender', term: t('developers.events.sender'), value: event.sender },
          { key: 'url', term: t('developers.events.url'), value: <code className="mdp-code mdp-break">{event.url || '—'}</code> },
          { key: 'code', term: t('developers.events.responseCode'), value: event.response.code ?? '—' },
          { key: 'duration', term: t('developers.events.duration'), value: event.response.duration === null ? '—' : t('developers.events.ms', { count: event.response.duration }) },
          { key: 'error', term: t('developers.events.errorCode'), value: event.response.error_code ?? '—' },
        ]}
      />
      <h4>{t('developers.events.responsePayload')}</h4>
      <pre className="mdp-payload" tabIndex={0} aria-label={t('developers.events.responsePayload')}>
        {response || t('developers.events.emptyPayload')}
      </pre>
      <h4>{t('developers.events.requestPayload')}</h4>
      <pre className="mdp-payload" tabIndex={0} aria-label={t('developers.events.requestPayload')}>
        {prettyPayload(event.request_payload)}
      </pre>
    </Card>
  );
}
