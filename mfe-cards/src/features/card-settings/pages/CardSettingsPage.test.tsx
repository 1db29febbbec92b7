import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { CARD_SETTINGS_API, type ChangeRequest, type MidSetting } from 'shared-contracts/areas/cards/card-settings';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { renderCards } from '../../../testing/render';

const MID: MidSetting = {
  id: 'mid_1', mid: '000100209876', acquirer: 'BNI', currency: 'IDR', label: 'Online store',
  settings: { three_ds_required: true, cvn_required: true, installments_enabled: false }, updated: '2026-06-01T00:00:00.000Z',
};
const request = (id: string, extra: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id, mid_setting_id: 'mid_1', mid: '000100209876', setting: 'installments_enabled', value: true, reason: 'Promotions', status: 'PENDING',
  requested_by: 'finance@tokoku.test', decided_by: null, created: '2026-06-01T00:00:00.000Z', decided: null, ...extra,
});
const base = (requests: ChangeRequest[]) => ({
  [`GET ${CARD_SETTINGS_API.midSettings}`]: { data: [MID] },
  [`GET ${CARD_SETTINGS_API.changeRequests}`]: { data: requests },
  [`GET ${CARD_SETTINGS_API.log}`]: { data: [{ id: 'l1', change: 'CHANGE_REQUESTED', mid: '000100209876', detail: 'installments_enabled: true', subject: { setting: 'installments_enabled', value: true }, actor_email: 'owner@tokoku.test', created: '2026-06-01T00:00:00.000Z' }] },
});

describe('the card settings page', () => {
  test('MIDs with their settings, requests with their status, and the log for an administrator', async () => {
    renderCards('/credit_cards/settings', {
      gateway: base([request('r1'), request('r2', { status: 'APPROVED' }), request('r3', { status: 'REJECTED' }), request('r4', { requested_by: 'owner@tokoku.test', setting: 'cvn_required', value: false })]),
    });
    const mids = await screen.findByRole('table', { name: 'MID settings' });
    expect(await within(mids).findByText('Online store')).toBeInTheDocument();
    expect(within(mids).getByText('Installments: off')).toBeInTheDocument();
    const requests = screen.getByRole('table', { name: 'Change requests' });
    expect(await within(requests).findAllByText('Pending')).toHaveLength(2);
    expect(within(requests).getByText('Approved')).toBeInTheDocument();
    expect(within(requests).getByText('Rejected')).toBeInTheDocument();
    // Issue 42: the owner's own request is decided by another administrator.
    expect(within(requests).getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    expect(within(requests).getByRole('button', { name: /^Approve/ })).toHaveAccessibleName(/Installments on/);
    expect(within(requests).getByText('Another administrator decides on your request')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Settings log' });
    expect(await within(log).findByText('Change requested')).toBeInTheDocument();
    // Issue 42: the setting in the page's words, not the gateway's key.
    expect(within(log).getByText('Installments: on')).toBeInTheDocument();
    expect(within(log).queryByText(/installments_enabled/)).not.toBeInTheDocument();
  });

  test('request a change: the form asks for a setting and a reason, then sends the opposite value', async () => {
    let sent: unknown;
    const { hostApi } = renderCards('/credit_cards/settings', {
      gateway: { ...base([]), [`POST ${CARD_SETTINGS_API.changeRequests}`]: (call: FakeGatewayCall) => { sent = call.body; return request('r9'); } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request change for MID 000100209876' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change for MID 000100209876' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Say why the change is needed.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Setting/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Installments: turn on' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Installment promotions' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toEqual({ mid_setting_id: 'mid_1', setting: 'installments_enabled', value: true, reason: 'Installment promotions' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ text: 'The change request is sent.' })));
  });

  test('approving a request that no longer exists shows CHANGE_REQUEST_NOT_FOUND_ERROR\'s message in the confirmation', async () => {
    renderCards('/credit_cards/settings', {
      gateway: {
        ...base([request('r1')]),
        [`PATCH ${CARD_SETTINGS_API.changeRequest('r1')}`]: () => { throw new GatewayError('CHANGE_REQUEST_NOT_FOUND_ERROR', 'No such change request', 404); },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Installments on for 000100209876' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' }).catch(() => screen.findByRole('alertdialog', { name: 'Approve this change?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This change request no longer exists. Close this and reload the page.')).toBeInTheDocument();
  });

  test('a viewer sees the settings and requests, without actions or the log', async () => {
    renderCards('/credit_cards/settings', { user: { can_edit: false, can_administer: false }, gateway: base([request('r1')]) });
    expect(await screen.findByText('Online store')).toBeInTheDocument();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename|Request|Approve|Reject/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Settings log' })).toBeNull();
  });
});
