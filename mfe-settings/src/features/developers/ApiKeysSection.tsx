import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_AREAS, mayCreateKeyIn, visibleKeyText, type ApiKey, type CreatedApiKey } from 'shared-contracts/areas/settings/developers';
import { isLive } from 'shared-contracts/rules';
import { Banner, Button, Card, CopyButton, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { useApiKeys } from '../../api/get-api-keys';
import { useSectionScroll } from '../settings/components/use-section-scroll';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { RevokeApiKeyModal } from './RevokeApiKeyModal';
import { When } from './When';
import { useHostApi, useRequestedAction } from 'shared-contracts/react';

/**
 * #api-keys: the keys of the current environment. A new key's secret is shown once, with a copy
 * button, until the user closes it; the list shows only each key's prefix (the gateway never
 * answers a secret again). Creating and revoking need can_manage_tech_settings; live keys only for
 * live businesses.
 */
export const ApiKeysSection = observer(function ApiKeysSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const keys = useApiKeys(hostApi);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  useSectionScroll(keys.isSuccess);
  const { user, business, environment = 'DEVELOPMENT' } = hostApi.session;
  const canManage = user?.can_manage_tech_settings === true;
  const mayCreate = canManage && mayCreateKeyIn(environment, business !== null && isLive(business.go_live_status));
  const mode = environment === 'PRODUCTION' ? t('developers.liveMode') : t('developers.testMode');
  // "Create API key" in the command palette opens the form (when this user may create here).
  useRequestedAction('create-api-key', mayCreate, () => setCreating(true));

  let list: ReactNode;
  if (keys.isPending) list = <Skeleton label={t('developers.keys.loading')} lines={3} />;
  else if (keys.isError) list = <ErrorState title={t('developers.keys.failed')} onRetry={() => void keys.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  else if (keys.data.data.length === 0) list = <EmptyState title={t('developers.keys.empty', { mode })} headingLevel={3} />;
  else {
    list = (
      <ul className="mdp-settings-list" aria-label={t('developers.keys.list', { mode })}>
        {keys.data.data.map((key) => (
          <li key={key.id} className="mdp-api-key">
            <div className="mdp-api-key-facts">
              <strong>{key.name}</strong>
              <code className="mdp-code" aria-label={t('developers.keys.prefixOf', { name: key.name })}>
                {visibleKeyText(key, null)}
              </code>
              <span>
                {API_KEY_AREAS.map((area) => `${t(`developers.keys.areas.${area}`)}: ${t(`developers.keys.access.${key.permissions[area]}`)}`).join(' · ')}
              </span>
              <span className="mdp-settings-note">
                {t('developers.keys.created')} <When value={key.created} />
              </span>
            </div>
            {canManage ? (
              <Button variant="secondary" onClick={() => setRevoking(key)} aria-label={t('developers.keys.revokeNamed', { name: key.name })}>
                {t('developers.keys.revoke')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mdp-settings-section" id="api-keys" aria-labelledby="api-keys-title">
      <div className="mdp-settings-section-head">
        <h2 id="api-keys-title">{t('developers.keys.title')}</h2>
        {mayCreate && !creating && !created ? (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            {t('developers.keys.create')}
          </Button>
        ) : null}
      </div>
      <p className="mdp-settings-note">{t('developers.keys.intro', { mode })}</p>
      {!canManage ? <p className="mdp-settings-note">{t('developers.keys.readOnly')}</p> : null}
      {canManage && !mayCreate ? <p className="mdp-settings-note">{t('developers.keys.liveOnlyWhenLive')}</p> : null}
      {creating ? (
        <Card aria-labelledby="create-key-title">
          <h3 id="create-key-title">{t('developers.keys.createTitle', { mode })}</h3>
          <CreateApiKeyForm
            onCancel={() => setCreating(false)}
            onCreated={(key) => {
              setCreating(false);
              setCreated(key);
            }}
          />
        </Card>
      ) : null}
      {created ? (
        <Banner tone="warning" title={t('developers.keys.createdTitle', { name: created.name })} role="none">
          <p>{t('developers.keys.createdOnce')}</p>
          <div className="mdp-secret">
            <code className="mdp-code" aria-label={t('developers.keys.secretOf', { name: created.name })}>
              {created.secret}
            </code>
            <CopyButton value={created.secret} accessibleLabel={t('developers.keys.copy')} label={t('developers.keys.copyShort')} copiedLabel={t('developers.keys.copied')} />
          </div>
          <Button onClick={() => setCreated(null)}>{t('developers.keys.done')}</Button>
        </Banner>
      ) : null}
      {list}
      {revoking ? <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
});
