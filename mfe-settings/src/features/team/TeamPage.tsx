import { MembersSection } from './MembersSection';
import { PendingInvitations } from './PendingInvitations';

/** /settings/team (spec 01 §6: administrators): the members (#members) and the invitations waiting. */
export function TeamPage() {
  return (
    <>
      <MembersSection />
      <PendingInvitations />
    </>
  );
}
