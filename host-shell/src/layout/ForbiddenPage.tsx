import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from 'shared-ui';

/** A page of this business that the user's permissions do not open (navigation/page-access.ts): which permission is not said. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('forbidden.title')} description={t('forbidden.description')} />
      <p>
        <Link to="/home">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
