import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { useChangeMember } from '../../api/change-member';
import { grantsSomething } from '../../rules/team-form';
import { memberChangeProblem } from './member-change-failure';
import { PermissionCheckboxes } from './PermissionCheckboxes';

/** Changes one member's flags (PATCH); the gateway's last-administrator refusal is explained here. */
export function PermissionsModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const change = useChangeMember(hostApi);
  const [permissions, setPermissions] = useState(member.permissions);
  const [problem, setProblem] = useState<string | null>(null);
  const name = member.full_name;
  const save = async () => {
    if (!grantsSomething(permissions)) {
      setProblem(t('team.needPermission'));
      return;
    }
    try {
      await change.mutateAsync({ userId: member.id, permissions });
      hostApi.toasts.show(t('team.saved', { name }), 'success');
      onClose();
    } catch (error) {
      setProblem(t(memberChangeProblem(error), { name }));
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('team.changeTitle', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={() => void save()} busy={change.isPending}>
            {t('team.save')}
          </Button>
        </>
      }
    >
      <PermissionCheckboxes
        value={permissions}
        onChange={(next) => {
          setPermissions(next);
          setProblem(null);
        }}
        error={problem ?? undefined}
      />
    </Modal>
  );
}
