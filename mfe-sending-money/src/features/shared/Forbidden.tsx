import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-ui';

/** A page this user may not use (a deep link past a hidden button): said, not blank. The gateway refuses the call too. */
export function Forbidden({ what }: { what: 'read' | 'send' }) {
  const { t } = useTranslation('sending-money');
  return <EmptyState title={t(`forbidden.${what}.title`)} description={t(`forbidden.${what}.description`)} headingLevel={2} />;
}
