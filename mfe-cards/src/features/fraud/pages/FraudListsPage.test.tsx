import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { FRAUD_API, type FraudListEntry } from 'shared-contracts/areas/cards/card-fraud';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { renderCards } from '../../../testing/render';

const entry = (id: string, extra: Partial<FraudListEntry> = {}): FraudListEntry => ({
  id, list: 'bin-list', value: '401200', action: 'BLOCK', note: null, bin_data: { bin: '401200', brand: 'VISA', issuer: 'Bank Negara Indonesia', country_code: 'ID', type: 'DEBIT' },
  created: '2026-06-01T00:00:00.000Z', updated: '2026-06-01T00:00:00.000Z', ...extra,
});
const BINS = `GET ${FRAUD_API.list('bin-list')}`;
const COUNTRIES = { [`GET ${FRAUD_API.countries}`]: { data: [{ code: 'ID', name: 'Indonesia' }, { code: 'SG', name: 'Singapore' }] } };

describe('the fraud lists page', () => {
  test('a BIN list with states; reset asks first, a failure shows inside the confirmation, then it is reset', async () => {
    let fail = true;
    let sent: unknown;
    const { hostApi } = renderCards('/credit_cards/fraud_prevention/list', {
      gateway: {
        ...COUNTRIES,
        [BINS]: { data: [entry('b1'), entry('b2', { value: '455636', action: 'ALLOW', bin_data: null })] },
        [`PATCH ${FRAUD_API.entry('bin-list', 'b1')}`]: (call: FakeGatewayCall) => {
          if (fail) throw new GatewayError('SERVER_ERROR', 'down', 503);
          sent = call.body;
          return { ...entry('b1', { action: null }), history: [] };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'BINs' });
    expect(await within(table).findByText('Blocked')).toBeInTheDocument();
    expect(within(table).getByText('Allowed')).toBeInTheDocument();
    expect(within(table).getByText('VISA · Bank Negara Indonesia')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Block 401200' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Reset 401200' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this entry?' }).catch(() => screen.findByRole('dialog', { name: 'Reset this entry?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('The change could not be saved right now. Please try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(sent).toEqual({ action: 'RESET' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ text: '401200 is reset.' })));
  });

  test('add a BIN: it is checked as typed and looked up', async () => {
    let sent: unknown;
    renderCards('/credit_cards/fraud_prevention/list', {
      gateway: {
        ...COUNTRIES,
        [BINS]: { data: [] },
        [`GET ${FRAUD_API.binData('552277')}`]: { bin: '552277', brand: 'MASTERCARD', issuer: 'BDO Unibank', country_code: 'PH', type: 'CREDIT' },
        [`POST ${FRAUD_API.list('bin-list')}`]: (call: FakeGatewayCall) => {
          sent = call.body;
          return entry('b9', { value: '552277' });
        },
      },
    });
    expect(await screen.findByText('Nothing in this list yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add BIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a BIN' });
    const bin = within(dialog).getByRole('textbox', { name: /BIN/ });
    fireEvent.change(bin, { target: { value: '5522' } });
    fireEvent.blur(bin);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A BIN is 6 to 8 digits.')).toBeInTheDocument();
    fireEvent.change(bin, { target: { value: '552277' } });
    expect(await within(dialog).findByText('MASTERCARD credit card of BDO Unibank (PH)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual({ value: '552277', action: 'BLOCK', note: null }));
  });

  test('the IP list is chosen by its tab, in the address', async () => {
    renderCards('/credit_cards/fraud_prevention/list?list=ip-list', {
      gateway: { ...COUNTRIES, [`GET ${FRAUD_API.list('ip-list')}`]: { data: [entry('i1', { list: 'ip-list', value: '2001:db8::42', action: 'ALLOW', bin_data: null })] } },
    });
    expect(await screen.findByRole('table', { name: 'IP addresses' })).toBeInTheDocument();
    expect(await screen.findByText('2001:db8::42')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'IP addresses', selected: true })).toBeInTheDocument();
  });

  test('a viewer sees the lists without any action', async () => {
    renderCards('/credit_cards/fraud_prevention/list', { user: { can_edit: false, can_administer: false }, gateway: { ...COUNTRIES, [BINS]: { data: [entry('b1')] } } });
    expect(await screen.findByText('401200')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add BIN|Reset|Allow|Remove/ })).toBeNull();
  });
});
