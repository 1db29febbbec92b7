import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuLabel } from 'shared-contracts/rules';
import { PageHeader } from 'shared-ui';
import { useMenuLabel } from '../i18n/menu-label';

/**
 * An area of the menu that no remote covers yet (balance, cash, invoices, payouts, ...): says so
 * honestly instead of showing an empty or pretend page.
 */
export function AreaPage({ label }: { label: MenuLabel }) {
  const { t } = useTranslation();
  const name = useMenuLabel()(label);
  return (
    <>
      <PageHeader title={name} description={t('areaPage.description', { name })} />
      <p>
        <Link to="/home">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
