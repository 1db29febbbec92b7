import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from 'shared-ui';

/**
 * An area of the menu that no remote covers yet (balance, cash, invoices, payouts, ...): says so
 * honestly instead of showing an empty or pretend page.
 */
export function AreaPage({ label }: { label: string }) {
  const { t } = useTranslation();
  const name = t(label);
  return (
    <>
      <PageHeader title={name} description={t('areaPage.description', { name })} />
      <p>
        <Link to="/home">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
