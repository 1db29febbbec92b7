import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  BILLING_PAY_PATH,
  environmentBanner,
  menuEntries,
  showsActivationPrompt,
  showsBillingReminder,
  showsGoLiveLink,
  showsInternalNotice,
  visibleMenu,
} from 'shared-contracts/rules';
import { isStringList, readJson, writeJson } from '../platform/browser-storage';
import { useShellServices } from '../platform/shell-context';

/** The top banners and notices of spec 01 §4 and spec 02 §2, each from its shared-contracts rule. */
export const Banners = observer(function Banners() {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  const { pathname } = useLocation();
  const { user, business } = session;
  if (!user || !business) return null;
  const banner = environmentBanner(business, session.environment);
  const menu = visibleMenu(session.navigation);
  const activationInMenu = menu.status === 'ready' && menuEntries(menu.groups).some((entry) => entry.key === 'activation');
  const prompt = showsActivationPrompt({
    user,
    business,
    kycVerificationStatus: session.companyDetail?.kyc_verification_status,
    environment: session.environment,
    pathname,
  });
  return (
    <div className="shell-banners">
      {banner ? (
        <div className={`banner banner--${banner === 'tierOne' ? 'info' : 'warning'}`} role="region" aria-label={t('banners.label')}>
          <p>
            {t(`banners.${banner}`)}
            {showsGoLiveLink(session.environment, activationInMenu) ? (
              <>
                {' '}
                <Link to="/activation">{t('banners.goLive')}</Link>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      {prompt ? (
        <div className="banner banner--action" role="region" aria-label={t('banners.activationLabel')}>
          <p>{t('banners.activationPrompt')}</p>
          <Link className="mdp-button" to="/activation">
            {t('banners.activate')}
          </Link>
        </div>
      ) : null}
      {showsInternalNotice(user.email, business.email, deployment.internalEmailDomains) ? (
        <div className="banner banner--info" role="region" aria-label={t('banners.internalLabel')}>
          <p>{t('banners.internalNotice', { business: business.name })}</p>
        </div>
      ) : null}
      <BillingReminder />
    </div>
  );
});

/** The unpaid-billing reminder: administrators who can view, an overdue statement, not dismissed. */
const BillingReminder = observer(function BillingReminder() {
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
