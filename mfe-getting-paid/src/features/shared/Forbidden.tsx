import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-ui';

/** A page this user or business may not use here (a deep link past a hidden button): said, not blank. */
export function Forbidden({ reason }: { reason: 'permission' | 'mode' }) {
  const { t } = useTranslation('getting-paid');
  return <EmptyState title={t(`forbidden.${reason}.title`)} description={t(`forbidden.${reason}.description`)} headingLevel={2} />;
}
