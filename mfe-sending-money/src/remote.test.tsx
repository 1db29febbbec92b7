import declaration from '../declaration.json';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { SENDING_MONEY_API, type DisbursementDetail } from 'shared-contracts/areas/sending-money/sending-money';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';
import { LIST, disbursement, renderDisbursements } from './testing/disbursements';

const SENT: DisbursementDetail = {
  ...disbursement(3, { account_holder_name: 'Budi Santoso' }), created_by: 'Ayu Pratama', ledger_entry_ids: ['ldg_1'],
  timeline: [{ event: 'created', at: '2026-11-28T03:00:00.000Z' }, { event: 'completed', at: '2026-11-28T03:00:01.000Z' }],
};
const renderAt = renderDisbursements;

describe('sending-money ./remote', () => {
  it('honours the remote contract the shell checks, and agrees with declaration.json', async () => {
    expect(remote.name).toBe('sending-money');
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('/disbursements', () => {
  it.each([
    ['en', 'Disbursements', 'Send money', 'Completed', 'Failed'],
    ['id', 'Pencairan', 'Kirim uang', 'Selesai', 'Gagal'],
  ] as const)('lists the disbursements in %s, ten at a time, with the send action for an owner', async (language, title, send, completed, failed) => {
    const hostApi = await renderAt('/disbursements', { [`GET ${SENDING_MONEY_API.disbursements}`]: LIST }, { language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Budi 1' })).toHaveAttribute('href', '/disbursements/disb_1');
    expect(screen.getAllByText(completed).length).toBeGreaterThan(0);
    expect(screen.getAllByText(failed).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: send })).toHaveAttribute('href', '/disbursements/new');
    expect(hostApi.gateway.calls.find((call) => call.path === SENDING_MONEY_API.disbursements)?.query).toMatchObject({ limit: 10 });
  });

  it('keeps the filters in the address and asks the gateway with them', async () => {
    const hostApi = await renderAt('/disbursements?status=FAILED&channel=BCA', { [`GET ${SENDING_MONEY_API.disbursements}`]: LIST });
    await screen.findByRole('link', { name: 'Budi 1' });
    expect(hostApi.gateway.calls.find((call) => call.path === SENDING_MONEY_API.disbursements)?.query).toMatchObject({ status: 'FAILED', channel_code: 'BCA' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('FAILED');
  });

  it('a viewer sees the list and no send action', async () => {
    await renderAt('/disbursements', { [`GET ${SENDING_MONEY_API.disbursements}`]: LIST }, { persona: 'viewer' });
    await screen.findByRole('link', { name: 'Budi 1' });
    expect(screen.queryByRole('link', { name: 'Send money' })).not.toBeInTheDocument();
  });

  it('says when there are none, and when the list failed (Retry asks again)', async () => {
    let calls = 0;
    await renderAt('/disbursements', {
      [`GET ${SENDING_MONEY_API.disbursements}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return { ...LIST, docs: [] };
      },
    });
    expect(await screen.findByText('Your disbursements could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No disbursements yet')).toBeInTheDocument();
  });
});

async function fillSendForm() {
  const picker = await screen.findByRole('combobox', { name: /Bank or e-wallet/ });
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: 'Central' } });
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Bank Central Asia/ }));
  fireEvent.change(screen.getByRole('textbox', { name: /Account number/ }), { target: { value: '1234567890' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Account holder name/ }), { target: { value: 'Budi Santoso' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '50000' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Supplier invoice 17' } });
  fireEvent.click(screen.getByRole('button', { name: 'Check account and continue' }));
}

/** The withdrawal PIN, typed into its six cells (decision 0075). */
async function typePin(pin = '246810') {
  const group = await screen.findByRole('group', { name: /^Withdrawal PIN/ });
  within(group).getAllByLabelText(/of 6/).forEach((cell, index) => fireEvent.change(cell, { target: { value: pin[index] } }));
}

describe('/disbursements/new', () => {
  it('checks the name, confirms amount, fee and total, then sends once with an idempotency key', async () => {
    const hostApi = await renderAt('/disbursements/new', {
      [`POST ${SENDING_MONEY_API.nameCheck}`]: { result: 'FOUND', account_holder_name: 'Budi Santoso' },
      [`POST ${SENDING_MONEY_API.disbursements}`]: SENT,
    });
    await fillSendForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm disbursement' })).toBeInTheDocument();
    expect(screen.getByText('Account found')).toBeInTheDocument();
    expect(screen.getByText(/Rp\s?4\.000/)).toBeInTheDocument();
    await typePin();
    fireEvent.click(screen.getByRole('button', { name: /Send Rp\s?54\.000/ }));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/disbursements/disb_3' })));
    const posts = hostApi.gateway.calls.filter((call) => call.path === SENDING_MONEY_API.disbursements && call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ channel_code: 'BCA', account_number: '1234567890', amount: 50_000, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/), pin: '246810' });
  });

  it('says when the balance is short, and sending again uses the same idempotency key', async () => {
    const hostApi = await renderAt('/disbursements/new', {
      [`POST ${SENDING_MONEY_API.nameCheck}`]: { result: 'MISMATCH', account_holder_name: 'Budi Setiawan' },
      [`POST ${SENDING_MONEY_API.disbursements}`]: () => {
        throw new GatewayError('INSUFFICIENT_BALANCE_ERROR', 'The amount is more than your available balance.', 400);
      },
    });
    await fillSendForm();
    expect(await screen.findByText('The name does not match')).toBeInTheDocument();
    await typePin();
    const send = screen.getByRole('button', { name: /Send Rp\s?54\.000/ });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your available balance is less than the amount and its fee.');
    fireEvent.click(send);
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.method === 'POST' && call.path === SENDING_MONEY_API.disbursements)).toHaveLength(2));
    const keys = hostApi.gateway.calls.filter((call) => call.path === SENDING_MONEY_API.disbursements).map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not offer to send to an account the bank does not know; going back keeps what was typed', async () => {
    await renderAt('/disbursements/new', { [`POST ${SENDING_MONEY_API.nameCheck}`]: { result: 'NOT_FOUND', account_holder_name: null } });
    await fillSendForm();
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(await screen.findByRole('textbox', { name: /Account holder name/ })).toHaveValue('Budi Santoso');
  });

  it('names each bad field and asks the gateway nothing', async () => {
    const hostApi = await renderAt('/disbursements/new', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Check account and continue' }));
    expect((await screen.findAllByText('Fill in this field')).length).toBe(5);
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for the whole PIN before sending; a wrong PIN is said under it and emptied, nothing else typed is lost, and the same key is sent again', async () => {
    let tries = 0;
    const hostApi = await renderAt('/disbursements/new', {
      [`POST ${SENDING_MONEY_API.nameCheck}`]: { result: 'FOUND', account_holder_name: 'Budi Santoso' },
      [`POST ${SENDING_MONEY_API.disbursements}`]: () => {
        tries += 1;
        if (tries === 1) throw new GatewayError('INVALID_PIN_ERROR', 'The PIN is not correct', 400);
        return SENT;
      },
    });
    await fillSendForm();
    const send = await screen.findByRole('button', { name: /Send Rp\s?54\.000/ });
    fireEvent.click(send);
    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    await typePin('1234');
    fireEvent.click(send);
    expect(await screen.findByText('Enter the six digits of your PIN')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST' && call.path === SENDING_MONEY_API.disbursements)).toEqual([]);
    await typePin('000000');
    fireEvent.click(send);
    expect(await screen.findByText('The PIN is not correct. Enter it again.')).toBeInTheDocument();
    const cells = within(screen.getByRole('group', { name: /^Withdrawal PIN/ })).getAllByLabelText(/of 6/);
    expect(cells.map((cell) => (cell as HTMLInputElement).value).join('')).toBe('');
    // The keyboard is back in the first cell, to type it again.
    await waitFor(() => expect(cells[0]).toHaveFocus());
    // The confirmation still holds what was typed.
    expect(screen.getByText('Supplier invoice 17')).toBeInTheDocument();
    await typePin();
    fireEvent.click(send);
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/disbursements/disb_3' })));
    const bodies = hostApi.gateway.calls.filter((call) => call.path === SENDING_MONEY_API.disbursements && call.method === 'POST').map((call) => call.body as { idempotency_key: string; pin: string });
    expect(bodies.map((body) => body.pin)).toEqual(['000000', '246810']);
    expect(new Set(bodies.map((body) => body.idempotency_key)).size).toBe(1);
  });

  it('without a PIN: says so and where to set it before anything is typed, and offers no send', async () => {
    await renderAt('/disbursements/new', { [`POST ${SENDING_MONEY_API.nameCheck}`]: { result: 'FOUND', account_holder_name: 'Budi Santoso' } }, { pinSet: false });
    // Said before anything is typed, and again where the amount is confirmed.
    expect(await screen.findByText('Set your withdrawal PIN first')).toBeInTheDocument();
    await fillSendForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm disbursement' })).toBeInTheDocument();
    expect(screen.getByText('Set your withdrawal PIN first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your withdrawal PIN in Settings › Withdrawals' })).toHaveAttribute('href', '/settings/withdrawals');
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
  });

  it('the gateway says no PIN is set (a stale session): said, and the session is read again; TOO_MANY_REQUESTS names the wait', async () => {
    let answer = 0;
    const hostApi = await renderAt('/disbursements/new', {
      [`POST ${SENDING_MONEY_API.nameCheck}`]: { result: 'FOUND', account_holder_name: 'Budi Santoso' },
      [`POST ${SENDING_MONEY_API.disbursements}`]: () => {
        answer += 1;
        if (answer === 1) throw new GatewayError('TOO_MANY_REQUESTS', 'Too many', 429, 600);
        throw new GatewayError('PIN_NOT_SET_ERROR', 'Set a withdrawal PIN first', 409);
      },
    });
    const refreshes = jest.spyOn(hostApi, 'refreshSession');
    await fillSendForm();
    await typePin();
    fireEvent.click(await screen.findByRole('button', { name: /Send Rp\s?54\.000/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PINs to send money. Try again in 10 minutes.');
    // The refused PIN is gone from the cells.
    expect(within(screen.getByRole('group', { name: /^Withdrawal PIN/ })).getAllByLabelText(/of 6/).map((cell) => (cell as HTMLInputElement).value).join('')).toBe('');
    await typePin();
    fireEvent.click(screen.getByRole('button', { name: /Send Rp\s?54\.000/ }));
    expect(await screen.findByText(/Money leaves your balance only with your withdrawal PIN/)).toBeInTheDocument();
    expect(refreshes).toHaveBeenCalled();
  });

  it.each([
    ['en', 'You cannot send money yet', /which you do not have in Nusantara Dua\./, /^Who can help: an administrator of Nusantara Dua can give you the Withdraw permission in Settings › Team\./],
    ['id', 'Anda belum dapat mengirim uang', /yang tidak Anda miliki di Nusantara Dua\./, /^Yang dapat membantu: administrator Nusantara Dua dapat memberi Anda izin Tarik dana di Pengaturan › Tim\./],
  ] as const)('no PIN and no Withdraw permission (the second brand\'s editor, %s): why they cannot send and who can help, no form to fill in vain', async (language, title, why, help) => {
    await renderAt('/disbursements/new', {}, { persona: 'brand2', pinSet: false, user: { can_withdraw: false, can_administer: false, can_approve: false }, language });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.getByText(help)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Settings › Withdrawals|Pengaturan › Penarikan/ })).not.toBeInTheDocument();
  });

  it('is refused to a viewer', async () => {
    await renderAt('/disbursements/new', {}, { persona: 'viewer' });
    expect(await screen.findByRole('heading', { name: 'You cannot send money' })).toBeInTheDocument();
  });
});

describe('/disbursements/:id', () => {
  it('shows the failure reason, the timeline and the balance entries', async () => {
    const failed: DisbursementDetail = {
      ...SENT, status: 'FAILED', failure_code: 'RECIPIENT_ACCOUNT_CLOSED', ledger_entry_ids: ['ldg_1', 'ldg_2'],
      timeline: [{ event: 'created', at: '2026-11-28T03:00:00.000Z' }, { event: 'failed', at: '2026-11-28T03:00:01.000Z' }],
    };
    await renderAt('/disbursements/disb_3', { [`GET ${SENDING_MONEY_API.disbursement('disb_3')}`]: failed });
    expect(await screen.findByRole('heading', { level: 1, name: /Budi Santoso/ })).toBeInTheDocument();
    expect(screen.getByText('The account is closed')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'What happened' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Sent by you'), expect.stringContaining('Failed')]);
    expect(screen.getByRole('link', { name: 'ldg_2' })).toHaveAttribute('href', '/transactions-new/ldg_2');
    expect(screen.getByRole('link', { name: 'Send again' })).toHaveAttribute('href', '/disbursements/new?from=disb_3');
  });

  it('"Send again" fills the form from the failed disbursement, to be checked and confirmed anew', async () => {
    const failed: DisbursementDetail = { ...SENT, status: 'FAILED', failure_code: 'INVALID_DESTINATION' };
    await renderAt('/disbursements/new?from=disb_3', { [`GET ${SENDING_MONEY_API.disbursement('disb_3')}`]: failed });
    expect(await screen.findByRole('textbox', { name: /Account holder name/ })).toHaveValue('Budi Santoso');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567890');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Supplier 3');
  });
});
