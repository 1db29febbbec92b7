import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  environmentBanner,
  menuEntries,
  showsActivationPrompt,
  showsGoLiveLink,
  showsInternalNotice,
} from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { BillingReminder } from './BillingReminder';
import './banners.css';

/** The top banners and notices of spec 01 §4 and spec 02 §2, each from its shared-contracts rule. */
export const Banners = observer(function Banners() {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  const { pathname } = useLocation();
  const { user, business } = session;
  if (!user || !business) return null;
  const banner = environmentBanner(business, session.environment);
  const menu = session.site.menu;
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
