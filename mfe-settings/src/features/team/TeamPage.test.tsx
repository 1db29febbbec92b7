import { act, fireEvent, screen, within } from '@testing-library/react';
import { GatewayError, type PermissionFlags } from 'shared-contracts';
import { LAST_ADMINISTRATOR_ERROR, SETTINGS_API, type TeamMember } from 'shared-contracts/areas/settings/settings';
import { renderSettings } from '../../testing/render';
import { NO_PERMISSIONS } from '../../rules/team-form';

const flags = (...on: (keyof PermissionFlags)[]): PermissionFlags => ({ ...NO_PERMISSIONS, ...Object.fromEntries(on.map((f) => [f, true])) });
const OWNER: TeamMember = { id: 'usr_owner', email: 'owner@tokoku.test', full_name: 'Ayu Pratama', permissions: flags('can_view', 'can_administer') };
const VIEWER: TeamMember = { id: 'usr_viewer', email: 'viewer@tokoku.test', full_name: 'Budi Santoso', permissions: flags('can_view') };
const ANSWERS = {
  [`GET ${SETTINGS_API.teamMembers}`]: { data: [OWNER, VIEWER] },
  [`GET ${SETTINGS_API.invitations}`]: { data: [{ id: 'inv_1', email: 'rina@tokoku.test', full_name: 'Rina', permissions: flags('can_view'), expires_at: '2026-06-22T08:00:00Z' }] },
};
const open = (options: Parameters<typeof renderSettings>[0] = {}) => renderSettings({ path: '/settings/team', ...options, gateway: { ...ANSWERS, ...options.gateway } });
const memberRow = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Members' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name) !== null)!;

describe('the team page', () => {
  it('lists the members with their permissions and the invitations waiting', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('View, Administer');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('The only administrator');
    expect(await screen.findByRole('list', { name: 'Invitations not yet accepted' })).toHaveTextContent('rina@tokoku.test');
  });

  it('checks the invite form (spec 02 §5) before sending, then sends it trimmed', async () => {
    const { hostApi } = open({ gateway: { [`POST ${SETTINGS_API.invitations}`]: { id: 'inv_2', email: 'nia@example.test', full_name: 'Nia', permissions: flags('can_view'), expires_at: '2026-06-22T08:00:00Z' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const form = screen.getByRole('form', { name: 'Invite a member' });
    fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: 'n'.repeat(256) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This is longer than allowed.')).toBeInTheDocument();
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: ' Nia@Example.test ' } });
    fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: ' Nia ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Withdraw' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' })));
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nia@example.test', full_name: 'Nia', permissions: flags('can_view', 'can_withdraw'),
    });
  });

  it('changes a member’s permissions', async () => {
    const { hostApi } = open({ gateway: { [`PATCH ${SETTINGS_API.teamMember('usr_viewer')}`]: undefined } });
    fireEvent.click(within(await memberRow('Budi Santoso')).getByRole('button', { name: 'Change permissions of Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Budi Santoso' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Edit' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' })));
    expect(hostApi.gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ permissions: flags('can_view', 'can_edit') });
  }, 15_000);

  it('offers no change and no removal of oneself, and says who can (issue 42)', async () => {
    const self: TeamMember = { ...OWNER, id: 'usr_owner_tokoku' };
    open({ gateway: { [`GET ${SETTINGS_API.teamMembers}`]: { data: [self, VIEWER] } } });
    const row = await memberRow('Ayu Pratama');
    expect(row).toHaveTextContent('You. Another administrator changes your permissions or removes you.');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await memberRow('Budi Santoso')).getByRole('button', { name: 'Remove Budi Santoso' })).toBeInTheDocument();
  });

  it('resends an invitation and revokes one after asking (issue 42)', async () => {
    const { hostApi } = open({
      gateway: {
        [`POST ${SETTINGS_API.invitationResend('inv_1')}`]: { id: 'inv_1', email: 'rina@tokoku.test', full_name: 'Rina', permissions: flags('can_view'), expires_at: '2026-07-01T08:00:00Z' },
        [`DELETE ${SETTINGS_API.invitation('inv_1')}`]: undefined,
      },
    });
    const invitations = await screen.findByRole('list', { name: 'Invitations not yet accepted' });
    await act(async () => fireEvent.click(within(invitations).getByRole('button', { name: 'Resend the invitation to rina@tokoku.test' })));
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([SETTINGS_API.invitationResend('inv_1')]);
    fireEvent.click(within(invitations).getByRole('button', { name: 'Revoke the invitation of rina@tokoku.test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the invitation of rina@tokoku.test?' });
    expect(hostApi.gateway.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' })));
    expect(hostApi.gateway.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([SETTINGS_API.invitation('inv_1')]);
  }, 15_000);

  it('explains why the last administrator cannot be removed', async () => {
    open({
      gateway: {
        [`DELETE ${SETTINGS_API.teamMember('usr_owner')}`]: () => {
          throw new GatewayError(LAST_ADMINISTRATOR_ERROR, 'A business keeps at least one administrator', 409);
        },
      },
    });
    fireEvent.click(within(await memberRow('Ayu Pratama')).getByRole('button', { name: 'Remove Ayu Pratama' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ayu Pratama?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    expect(await screen.findByText(/Ayu Pratama is the only administrator of this business/)).toBeInTheDocument();
  }, 15_000);
});
