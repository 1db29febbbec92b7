import type { PageProps } from 'shared-contracts';
import { MembersSection } from './MembersSection';
import { PendingInvitations } from './PendingInvitations';

/** /settings/team (spec 01 §6: administrators): the members (#members) and the invitations waiting. */
export function TeamPage({ hostApi }: PageProps) {
  return (
    <>
      <MembersSection hostApi={hostApi} />
      <PendingInvitations hostApi={hostApi} />
    </>
  );
}
