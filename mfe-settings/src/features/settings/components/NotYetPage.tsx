import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-ui';

/**
 * A settings page of spec 01 §2 that has no content in the spec (issue 15: sending-money, checkout,
 * integrations, p2p-escrow-rdl), or none in this dashboard yet: it says so and offers nothing to
 * press. The section nav beside it leads to the other pages.
 */
export function NotYetPage() {
  const { t } = useTranslation('settings');
  return <EmptyState title={t('notYet.title')} description={t('notYet.description')} />;
}
