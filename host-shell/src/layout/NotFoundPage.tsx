import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from 'shared-ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} description={t('notFound.description')} />
      <p>
        <Link to="/home">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
