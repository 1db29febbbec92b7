import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BILLING_PAY_PATH, showsBillingReminder } from 'shared-contracts/rules';
import { isStringList, readJson, writeJson } from '../platform/browser-storage';
import { useShellServices } from '../platform/shell-context';

/** The unpaid-billing reminder: administrators who can view, an overdue statement, not dismissed. */
export const BillingReminder = observer(function BillingReminder() {
  const { t } = useTranslation();
  const { session, api } = useShellServices();
  const { user, business } = session;
  const [dismissed, setDismissed] = useState(() => (readJson('billingReminderDismissed', isStringList) ?? []).includes(business?.id ?? ''));
  const wanted = Boolean(user?.can_administer && user.can_view && !dismissed);
  const statements = useQuery({
    queryKey: ['billing-statements', business?.id, session.environment],
    queryFn: () => api.billingStatements(),
    enabled: wanted,
    staleTime: 5 * 60_000,
  });
  if (!user || !business || !statements.data || !showsBillingReminder(user, statements.data, new Date(), dismissed)) return null;
  const dismiss = () => {
    const list = readJson('billingReminderDismissed', isStringList) ?? [];
    writeJson('billingReminderDismissed', [...new Set([...list, business.id])]);
    setDismissed(true);
  };
  return (
    <div className="banner banner--danger" role="region" aria-label={t('banners.billingLabel')}>
      <p>
        {t('banners.billingOverdue')} <Link to={BILLING_PAY_PATH}>{t('banners.pay')}</Link>
      </p>
      <button type="button" className="banner-close" aria-label={t('banners.dismissBilling')} onClick={dismiss}>
        ×
      </button>
    </div>
  );
});
