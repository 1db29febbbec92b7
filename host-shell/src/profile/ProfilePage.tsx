import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';
import { DetailsSection } from './DetailsSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { SignInsSection } from './SignInsSection';
import './profile.css';

/**
 * The signed-in user's own profile (issue 41 §5; docs/decisions/0066-the-merchants-profile.md): the
 * shell's page, since the account and its sessions are the shell's. Name, language, phone (the
 * verification flow of spec 01 §4), password (the current one asked again; every other sign-in ends)
 * and the sign-ins, one or all of the others ended.
 */
const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { user, business } = session;
  // A new password ends the other sign-ins: the list is read again.
  const [signInsVersion, setSignInsVersion] = useState(0);
  if (!user || !business) return null;
  return (
    <div className="profile-page">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <div className="profile-sections">
        <DetailsSection user={user} />
        {business.country_of_operation === 'Philippines' ? null : <LanguageSection />}
        <PhoneSection user={user} />
        <PasswordSection onChanged={() => setSignInsVersion((n) => n + 1)} />
        <SignInsSection user={user} business={business} version={signInsVersion} />
      </div>
    </div>
  );
});

export default ProfilePage;
