import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_FLAGS } from 'shared-contracts';
import type { TeamMember } from 'shared-contracts/areas/settings/settings';
import { Banner, Button, Card, ErrorState, Skeleton } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useChangeMember } from '../../api/change-member';
import { useTeamMembers } from '../../api/get-team-members';
import { isLastAdministrator } from '../../rules/team-form';
import { useSectionScroll } from '../settings/components/use-section-scroll';
import { InviteMemberForm } from './InviteMemberForm';
import { memberChangeProblem } from './member-change-failure';
import { PermissionsModal } from './PermissionsModal';
import { useHostApi, useRequestedAction } from 'shared-contracts/react';

interface MemberItemProps {
  member: TeamMember;
  onlyAdministrator: boolean;
  /** The signed-in user: nobody changes their own permissions or removes themself (issue 42; the gateway refuses it too). */
  isSelf: boolean;
  onChange: () => void;
  onRemove: () => void;
}

/** One member: their name, address and permissions, and what an administrator may do about them. */
function MemberItem({ member, onlyAdministrator, isSelf, onChange, onRemove }: MemberItemProps) {
  const { t } = useTranslation('settings');
  const granted = PERMISSION_FLAGS.filter((flag) => member.permissions[flag]).map((flag) => t(`team.flags.${flag}`));
  return (
    <li className="mdp-settings-item mdp-settings-member">
      <strong>{member.full_name}</strong>
      <span>{member.email}</span>
      <span>{granted.length > 0 ? granted.join(', ') : t('team.noPermission')}</span>
      {onlyAdministrator ? <em>{t('team.onlyAdministrator')}</em> : null}
      {isSelf ? (
        <span className="mdp-settings-member-actions mdp-settings-note">{t('team.yourself')}</span>
      ) : (
        <span className="mdp-settings-member-actions">
          <Button variant="secondary" aria-label={t('team.changeOf', { name: member.full_name })} onClick={onChange}>
            {t('team.change')}
          </Button>
          <Button variant="secondary" aria-label={t('team.removeOf', { name: member.full_name })} onClick={onRemove}>
            {t('team.remove')}
          </Button>
        </span>
      )}
    </li>
  );
}

interface RemoveConfirmationProps {
  /** The member to remove; closed when null. */
  member: TeamMember | null;
  business: string;
  busy: boolean;
  onConfirm: (member: TeamMember) => void;
  onCancel: () => void;
}

/** "Remove Citra Lestari?": who leaves which business, before they do. */
function RemoveConfirmation({ member, business, busy, onConfirm, onCancel }: RemoveConfirmationProps) {
  const { t } = useTranslation('settings');
  return (
    <ConfirmationModal
      isOpen={member !== null}
      tone="danger"
      title={t('team.removeTitle', { name: member?.full_name ?? '' })}
      message={t('team.removeMessage', { name: member?.full_name ?? '', email: member?.email ?? '', business })}
      confirmLabel={t('team.remove')}
      onConfirm={() => (member ? onConfirm(member) : undefined)}
      onCancel={onCancel}
      busy={busy}
    />
  );
}

/** #members: the team with their permissions; inviting, changing permissions and removing (administrators). */
export const MembersSection = observer(function MembersSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const members = useTeamMembers(hostApi);
  const change = useChangeMember(hostApi);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useSectionScroll(members.isSuccess);
  // "Invite a team member" in the command palette opens the form (the palette offers it to administrators only).
  useRequestedAction('invite-team-member', true, () => setInviting(true));
  const rows = members.data?.data ?? [];
  const business = hostApi.session.business?.name ?? '';
  const self = hostApi.session.user?.id;

  const remove = async (member: TeamMember) => {
    setRemoving(null);
    try {
      await change.mutateAsync({ userId: member.id, remove: true });
      setProblem(null);
      hostApi.toasts.show(t('team.removed', { name: member.full_name }), 'success');
    } catch (error) {
      setProblem(t(memberChangeProblem(error), { name: member.full_name }));
    }
  };

  let list: ReactNode;
  if (members.isPending) list = <Skeleton label={t('team.loading')} lines={4} />;
  else if (members.isError) {
    list = <ErrorState title={t('team.failed')} onRetry={() => void members.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  } else {
    list = (
      <ul className="mdp-settings-list" aria-label={t('team.members')}>
        {rows.map((member) => (
          <MemberItem
            key={member.id}
            member={member}
            onlyAdministrator={isLastAdministrator(rows, member.id)}
            isSelf={member.id === self}
            onChange={() => setEditing(member)}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="mdp-settings-section" id="members" aria-labelledby="members-title">
      <div className="mdp-settings-section-head">
        <h2 id="members-title">{t('team.members')}</h2>
        {!inviting ? <Button onClick={() => setInviting(true)}>{t('team.invite')}</Button> : null}
      </div>
      {inviting ? (
        <Card aria-labelledby="invite-member-title">
          <h3 id="invite-member-title">{t('team.inviteTitle')}</h3>
          <InviteMemberForm onDone={() => setInviting(false)} />
        </Card>
      ) : null}
      {problem ? (
        <Banner tone="danger" title={t('team.members')} role="alert">
          {problem}
        </Banner>
      ) : null}
      {list}
      {editing ? <PermissionsModal member={editing} onClose={() => setEditing(null)} /> : null}
      <RemoveConfirmation member={removing} business={business} busy={change.isPending} onConfirm={(member) => void remove(member)} onCancel={() => setRemoving(null)} />
    </section>
  );
});
