import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallbackRow } from 'shared-contracts/areas/settings/developers';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions } from 'shared-ui/forms';
import { KeyValueList, StatusBadge } from 'shared-ui/data';
import { CallbackHistory } from './CallbackHistory';
import { CallbackUrlForm } from './CallbackUrlForm';

/**
 * The last callback's status, as the row's badge says it: "URL not set" is true of a callback sent
 * before a URL was saved, and only while none is; once one is, the next callback tells.
 */
export function lastDeliveryStatus(row: Pick<CallbackRow, 'latest_event_status' | 'url'>): CallbackRow['latest_event_status'] {
  return row.latest_event_status === 'CALLBACK_URL_NOT_SET' && row.url ? null : row.latest_event_status;
}

/** One callback row (spec 02 §3): its facts, its URL, and the way to its history. */
export const CallbackRowCard = observer(function CallbackRowCard({ row }: { row: CallbackRow }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const canManage = hostApi.session.user?.can_manage_tech_settings === true;
  const titleId = `callback-${row.id}`;
  const latestStatus = lastDeliveryStatus(row);
  return (
    <article className="mdp-callback" aria-labelledby={titleId}>
      <div className="mdp-settings-section-head">
        <h3 id={titleId}>{row.name}</h3>
        {latestStatus ? (
          <StatusBadge
            status={latestStatus}
            label={t('developers.callbacks.lastDelivery', { status: t(`developers.events.status.${latestStatus}`) })}
          />
        ) : null}
      </div>
      <p className="mdp-settings-note">{row.information}</p>
      <KeyValueList
        columns={2}
        items={[
          { key: 'product', term: t('developers.callbacks.productLabel'), value: row.product },
          { key: 'type', term: t('developers.callbacks.type'), value: <code className="mdp-code">{row.type}</code> },
          { key: 'api', term: t('developers.callbacks.apiVersion'), value: row.product_api_version },
          { key: 'format', term: t('developers.callbacks.formatVersion'), value: row.default_webhook_format_version },
          {
            key: 'url',
            term: t('developers.callbacks.url'),
            value: row.url ? <code className="mdp-code mdp-break">{row.url}</code> : t('developers.callbacks.urlNotSet'),
          },
          {
            key: 'links',
            term: t('developers.callbacks.links'),
            value: row.information_links.map((link) => (
              <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            )),
          },
        ]}
      />
      <FormActions align="start">
        {canManage && !editing ? (
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={t('developers.callbacks.setUrlFor', { name: row.name })}>
            {t('developers.callbacks.setUrl')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setShowHistory(true)} aria-label={t('developers.callbacks.historyOf', { name: row.name })}>
          {t('developers.callbacks.history')}
        </Button>
      </FormActions>
      {editing ? <CallbackUrlForm row={row} onDone={() => setEditing(false)} /> : null}
      {showHistory ? <CallbackHistory row={row} onClose={() => setShowHistory(false)} /> : null}
    </article>
  );
});
