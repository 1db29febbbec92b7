import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { Drawer } from 'shared-ui/overlays';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { RemoteActivity } from '../telemetry/remote-activity';
import { remoteToolsRows } from './remote-rows';
import { ReleaseStatusSection } from './ReleaseStatusSection';
import { RemoteSection } from './RemoteSection';
import { UnservedEntries } from './UnservedEntries';
import { registerToolsTexts, TOOLS_NAMESPACE } from './tools-i18n';
import './tools.css';

const NO_ACTIVITY = new RemoteActivity();

/**
 * The platform tools panel (issue 23; openmrs' implementer tools are the model): every remote of the
 * registry with what this tab loaded of it, its shared singletons, its override, its last errors and
 * the collector's summary. Loaded only when opened (docs/decisions/0034-platform-tools-and-telemetry.md).
 */
const PlatformToolsPanel = observer(function PlatformToolsPanel({ onClose }: { onClose: () => void }) {
  const { i18n } = useTranslation();
  registerToolsTexts(i18n);
  const { t } = useTranslation(TOOLS_NAMESPACE);
  const { api } = useShellServices();
  const { registryReady, overrides, telemetry } = useRemotePlatform();
  const entries = use(registryReady);
  const summary = useQuery({ queryKey: ['platformTools', 'summary'], queryFn: api.telemetrySummary, staleTime: 10_000, retry: false });
  const rows = remoteToolsRows(entries, telemetry?.activity ?? NO_ACTIVITY, overrides.decisions, CONTRACTS_VERSION, summary.data?.remotes);
  const summaryState = summary.isPending
    ? ({ status: 'loading' } as const)
    : summary.isError
      ? ({ status: 'failed' } as const)
      : ({ status: 'ready', hours: summary.data.windowHours } as const);
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('title')}>
      <div className="tools-panel">
        <p>{t('intro')}</p>
        <h3 className="visually-hidden">{t('remotes')}</h3>
        {rows.map((row) => (
          <RemoteSection key={row.entry.name} row={row} contractsVersion={CONTRACTS_VERSION} summary={summaryState} />
        ))}
        <ReleaseStatusSection />
        <UnservedEntries />
      </div>
    </Drawer>
  );
});

export default PlatformToolsPanel;
