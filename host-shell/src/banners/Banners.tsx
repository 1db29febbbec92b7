import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  environmentBanner,
  menuEntries,
  type MenuEntry,
  showsActivationPrompt,
  showsGoLiveLink,
  showsInternalNotice,
} from 'shared-contracts/rules';
import type { SiteNavigation } from '../navigation/site-navigation';
import { useShellServices } from '../platform/shell-context';
import { BillingReminder } from './BillingReminder';
import './banners.css';

/**
 * Where the test-mode banner's link goes: the activation form where its entry shows, else the
 * activation's status where that entry shows instead (a business whose activation is under review:
 * `activationStatusOnly`, decision 0064); none where neither does. Each by its route key's menu entry.
 */
function goLiveLink(menu: SiteNavigation['menu']): MenuEntry | undefined {
  if (menu.status !== 'ready') return undefined;
  const entries = menuEntries(menu.groups);
  return entries.find((entry) => entry.key === 'activation') ?? entries.find((entry) => entry.key === 'activation-status');
}

/** The top banners and notices of spec 01 §4 and spec 02 §2, each from its shared-contracts rule. */
export const Banners = observer(function Banners() {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  const { pathname } = useLocation();
  const { user, business } = session;
  if (!user || !business) return null;
  const banner = environmentBanner(business, session.environment);
  const goLive = goLiveLink(session.site.menu);
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
            {goLive && showsGoLiveLink(session.environment, true) ? (
              <>
                {' '}
                <Link to={goLive.path}>{t(goLive.key === 'activation' ? 'banners.goLive' : 'banners.activationStatus')}</Link>
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
