import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_PATH } from '../profile/profile-path';
import './account.css';

/** The account panel's way to the user's own profile (decision 0066); the panel closes as it opens. */
export function ProfileLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Link className="account-action" to={PROFILE_PATH} onClick={onOpen}>
      {t('profile.menuEntry')}
    </Link>
  );
}
