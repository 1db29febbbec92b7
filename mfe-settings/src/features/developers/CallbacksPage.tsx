import { useTranslation } from 'react-i18next';
import type { PageProps } from 'shared-contracts';
import { HostApiProvider } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { CallbacksSection } from './CallbacksSection';
import './developers.css';

/**
 * /callbacks (spec 01 §2 sidebar; issue 16): the callbacks section on a page of its own, for who the
 * menu shows it to (tech settings, can_view or operation; spec 01 §6) — among them the second
 * brand's editors, who may resend (spec 02 §6) without seeing the developers page.
 */
export default function CallbacksPage({ hostApi }: PageProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <CallbacksContent />
    </HostApiProvider>
  );
}

function CallbacksContent() {
  const { t } = useTranslation('settings');
  return (
    <div className="mdp-settings-content">
      <PageHeader title={t('developers.callbacks.title')} description={t('developers.callbacks.pageDescription')} />
      <CallbacksSection withHeading={false} />
    </div>
  );
}
