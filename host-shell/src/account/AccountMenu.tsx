import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { businessCountBadge } from 'shared-contracts/rules';
import { DeferredTrigger } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';
import './account.css';
import { BusinessSwitcher } from './BusinessSwitcher';
import { ProfileLink } from './ProfileLink';
import { ProfileSummary } from './ProfileSummary';
import { SignOutButton } from './SignOutButton';

/**
 * The profile and business panel of the header (spec 02 §2), hidden on mobile where the profile
 * panel has it. A panel, not a menu: it holds a search box and the profile as well as actions.
 */
export const AccountMenu = observer(function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { user, business } = session;
  if (!user || !business) return null;
  const badge = businessCountBadge(session.businesses.length);
  const label = [t('account.label', { business: business.name, user: user.full_name }), badge ? t('account.otherBusinesses', { badge }) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <DeferredTrigger
      popup="dialog"
      triggerClassName="header-trigger account-trigger"
      triggerLabel={label}
      trigger={
        <>
          {/* The business's own logo (settings' business profile); its name is in the button's label. */}
          {business.logo ? <img className="account-logo" src={business.logo} alt="" width={24} height={24} /> : null}
          <span className="account-business">{business.name}</span>
          {badge ? (
            <span className="account-badge" aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </>
      }
    >
      {({ Popover }, takeOver) => (
        <Popover {...takeOver} title={t('account.profilePanel')} className="account-panel">
          {(close) => (
            <>
              <ProfileSummary />
              <ProfileLink onOpen={close} />
              <BusinessSwitcher onSwitched={close} />
              <SignOutButton />
            </>
          )}
        </Popover>
      )}
    </DeferredTrigger>
  );
});
