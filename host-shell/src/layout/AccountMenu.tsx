import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { businessCountBadge } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { BusinessSwitcher } from './BusinessSwitcher';
import { Popover } from './Popover';
import { SignOutButton } from './SignOutButton';

/** The profile and business dropdown (spec 02 §2), hidden on mobile where the profile panel has it. */
export const AccountMenu = observer(function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { user, business } = session;
  if (!user || !business) return null;
  const badge = businessCountBadge(session.businesses.length);
  return (
    <Popover
      className="account-menu"
      label={[t('account.label', { business: business.name, user: user.full_name }), badge ? t('account.otherBusinesses', { badge }) : '']
        .filter(Boolean)
        .join(', ')}
      button={
        <>
          <span className="account-business">{business.name}</span>
          {badge ? (
            <span className="account-badge" aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <div className="account-panel">
          <ProfileSummary />
          <BusinessSwitcher onSwitched={close} />
          <SignOutButton />
        </div>
      )}
    </Popover>
  );
});

export const ProfileSummary = observer(function ProfileSummary() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { user, business } = session;
  if (!user || !business) return null;
  const badge = businessCountBadge(session.businesses.length);
  return (
    <div className="profile-summary">
      <p className="profile-name">{user.full_name}</p>
      <p className="profile-email">{user.email}</p>
      <p className="profile-business">
        {business.name}
        {badge ? <span className="account-badge">{t('account.otherBusinesses', { badge })}</span> : null}
      </p>
    </div>
  );
});
