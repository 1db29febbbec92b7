import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from '../feedback/FeedbackButton';
import { BusinessSwitcher } from '../account/BusinessSwitcher';
import { ProfileLink } from '../account/ProfileLink';
import { ProfileSummary } from '../account/ProfileSummary';
import { SignOutButton } from '../account/SignOutButton';
import { HelpMenu } from './HelpMenu';
import { LanguageMenu } from './LanguageMenu';
import './header.css';

/** On mobile (below 768 px) the profile panel in the drawer holds what the header has on desktop. */
export const ProfilePanel = observer(function ProfilePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="profile-panel" aria-label={t('account.profilePanel')}>
      <ProfileSummary />
      <ProfileLink onOpen={onClose} />
      <div className="profile-panel-row">
        <HelpMenu />
        <FeedbackButton />
        <LanguageMenu />
      </div>
      <BusinessSwitcher onSwitched={onClose} />
      <SignOutButton />
    </section>
  );
});
