import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { businessCountBadge } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import './account.css';

/** Who is signed in, into which business, and how many others they belong to. */
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
