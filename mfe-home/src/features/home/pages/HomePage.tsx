import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';

export default function HomePage() {
  const { t } = useTranslation('home');
  return <PageHeader title={t('title')} description={t('notBuilt')} />;
}
