import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { reloadPage } from '../platform/browser-location';
import { useRemotePlatform } from '../platform/remote-platform';
import { clearOverrides } from '../registry/overrides';

/** Shows every development override in force (or refused), once the registry has decided them. */
export function OverrideBadge() {
  return (
    <Suspense fallback={null}>
      <OverrideDecisions />
    </Suspense>
  );
}

function OverrideDecisions() {
  const { t } = useTranslation();
  const { overrides, registryReady } = useRemotePlatform();
  use(registryReady); // the decisions are made when the registry is read
  if (overrides.decisions.length === 0) return null;
  const clear = () => {
    clearOverrides();
    reloadPage(); // the overridden remote may already run: start clean
  };
  return (
    <div className="shell-overrides" role="status">
      {overrides.decisions.map((decision) => (
        <span key={decision.remote} className="mdp-badge" data-status={decision.status}>
          {decision.status === 'active'
            ? t('overrides.active', { remote: decision.remote, manifest: decision.manifest })
            : t('overrides.refused', { remote: decision.remote, reason: t(`overrides.reasons.${decision.reason}`) })}
        </span>
      ))}
      <Button variant="secondary" onClick={clear}>
        {t('overrides.clear')}
      </Button>
    </div>
  );
}
