import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';

export default function NotificationCentrePage() {
  const { t } = useTranslation('notifications');
  return <PageHeader title={t('title')} description={t('notBuilt')} />;
}
