import declaration from '../../../declaration.json';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BATCH_TEMPLATE } from 'shared-contracts/areas/sending-money/batch-csv';
import { SENDING_MONEY_API, type DisbursementBatchDetail, type DisbursementChannel } from 'shared-contracts/areas/sending-money/sending-money';
import { GatewayError, type User } from 'shared-contracts';
import { type FakeGatewayCall, type FakeGatewayRoutes, type PersonaName } from 'shared-contracts/testing';
import { renderRemote } from 'shared-contracts/testing/react';
import remote from '../../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations/index';

const CHANNELS: DisbursementChannel[] = [
  { code: 'BCA', name: 'Bank Central Asia (BCA)', category: 'BANK', currency: 'IDR', min_amount: 10_000, max_amount: 100_000_000, fee: 4_000 },
  { code: 'OVO', name: 'OVO', category: 'EWALLET', currency: 'IDR', min_amount: 10_000, max_amount: 10_000_000, fee: 2_500 },
];
const BATCH: DisbursementBatchDetail = {
  id: 'batch_1', file_name: 'salaries.csv', status: 'NEEDS_APPROVAL', currency: 'IDR', row_count: 2, total: 225_000, fees: 6_500,
  created: '2026-11-28T03:00:00.000Z', created_by_id: 'usr_owner_tokoku', created_by: 'Ayu Pratama', decided_by: null, decided_at: null,
  completed_count: 0, failed_count: 0,
  rows: [
    { line: 2, reference: 'salary-2026-11-001', channel_code: 'BCA', account_number: '1234567890', account_holder_name: 'Budi Santoso', amount: 150_000, fee: 4_000, description: 'Salary', disbursement_id: null, status: null },
  ],
};
const BASE = { [`GET ${SENDING_MONEY_API.channels}`]: { data: CHANNELS }, [`GET ${SENDING_MONEY_API.batches}`]: { docs: [BATCH], has_next: false, next_cursor: null } };

async function renderAt(path: string, gateway: FakeGatewayRoutes, persona: PersonaName = 'owner', pinSet = true, user: Partial<User> = {}) {
  const route = remote.routes[1]!;
  const { default: Page } = await route.page();
  return renderRemote((hostApi) => <Page hostApi={hostApi} />, {
    remote: { name: remote.name, translations: { en, id } }, declaration, persona, session: { user: { is_pin_set: pinSet, ...user } }, hostApi: { language: 'en', gateway: { ...BASE, ...gateway } }, route: { path, pattern: route.path },
  }).hostApi;
}

/** The checker's withdrawal PIN, typed into its six cells (decision 0075). */
async function typePin(pin = '135790') {
  const group = await screen.findByRole('group', { name: /^Withdrawal PIN/ });
  within(group).getAllByLabelText(/of 6/).forEach((cell, index) => fireEvent.change(cell, { target: { value: pin[index] } }));
}

const choose = async (text: string | Uint8Array<ArrayBuffer>, name = 'salaries.csv') => {
  const input = await screen.findByLabelText('Batch file (CSV)');
  await waitFor(() => expect(input).toBeEnabled());
  // shared-ui's FileDrop checks the file's type and size before it hands the file over: wait for that.
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
  });
};
const HEADER = 'reference,channel_code,account_number,account_holder_name,amount,description';

describe('/batch_disbursements', () => {
  it('refuses a file with bad rows, naming each with its line, and sends nothing', async () => {
    const hostApi = await renderAt('/batch_disbursements', {});
    await choose([HEADER, 'a-1,BCA,1234567890,Budi Santoso,20000,ok', 'a-2,BCA,12,Budi Santoso,20000,short', 'a-1,XYZ,1234567890,Budi,20000,dup'].join('\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('3 problems in 2 rows');
    const table = screen.getByRole('table', { name: 'Problems in the file, by line' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3account_numberNot an account number of this bank or e-wallet',
      '4referenceThis reference is already used on an earlier line',
      '4channel_codeNot a bank or e-wallet code of this business',
    ]);
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a file that is not UTF-8 as a whole', async () => {
    await renderAt('/batch_disbursements', {});
    await choose(new Uint8Array([0xff, 0xfe, 0x72, 0x00]) as Uint8Array<ArrayBuffer>);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not UTF-8 text');
  });

  it('takes a CSV file whatever type the system names it, and refuses another kind of file before reading it', async () => {
    await renderAt('/batch_disbursements', {});
    const input = await screen.findByLabelText('Batch file (CSV)');
    await waitFor(() => expect(input).toBeEnabled());
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([BATCH_TEMPLATE], 'salaries.xlsx', { type: 'application/vnd.ms-excel' })] } });
    });
    expect(await screen.findByText('This file type is not accepted. Accepted: CSV.')).toBeInTheDocument();
    expect(screen.queryByText(/Checking/)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([BATCH_TEMPLATE], 'salaries.csv', { type: 'application/vnd.ms-excel' })] } });
    });
    expect(await screen.findByText('All 2 rows are valid')).toBeInTheDocument();
    expect(screen.queryByText('This file type is not accepted. Accepted: CSV.')).not.toBeInTheDocument();
  });

  it('shows a valid file’s total and fees, then submits it for approval', async () => {
    const hostApi = await renderAt('/batch_disbursements', { [`POST ${SENDING_MONEY_API.batches}`]: BATCH });
    await choose(BATCH_TEMPLATE);
    expect(await screen.findByText('All 2 rows are valid')).toBeInTheDocument();
    expect(screen.getAllByText(/Rp\s?225\.000/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(hostApi.navigations).toContainEqual(expect.objectContaining({ path: '/batch_disbursements/batch_1' })));
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toBeInstanceOf(FormData);
  });

  it('a checker sees the batches and no upload', async () => {
    await renderAt('/batch_disbursements', {}, 'finance');
    expect(await screen.findByRole('link', { name: 'salaries.csv' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Batch file (CSV)')).not.toBeInTheDocument();
  });
});

describe('/batch_disbursements/:id', () => {
  it('the maker cannot approve their own batch', async () => {
    await renderAt('/batch_disbursements/batch_1', { [`GET ${SENDING_MONEY_API.batch('batch_1')}`]: BATCH });
    expect(await screen.findByText(/You made this batch/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and pay' })).not.toBeInTheDocument();
  });

  it('a checker approves, and the batch shows paid', async () => {
    const paid: DisbursementBatchDetail = { ...BATCH, status: 'COMPLETED', decided_by: 'Eko Wibowo', completed_count: 2 };
    const hostApi = await renderAt('/batch_disbursements/batch_1', { [`GET ${SENDING_MONEY_API.batch('batch_1')}`]: BATCH, [`POST ${SENDING_MONEY_API.approveBatch('batch_1')}`]: paid }, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await typePin();
    fireEvent.click(screen.getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual({ text: 'The batch is approved and paid', tone: 'success' }));
    expect(await screen.findByText('Eko Wibowo')).toBeInTheDocument();
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toEqual({ pin: '135790' });
  });

  it('a wrong PIN is said under the PIN and emptied; the batch still waits', async () => {
    const hostApi = await renderAt('/batch_disbursements/batch_1', {
      [`GET ${SENDING_MONEY_API.batch('batch_1')}`]: BATCH,
      [`POST ${SENDING_MONEY_API.approveBatch('batch_1')}`]: () => {
        throw new GatewayError('INVALID_PIN_ERROR', 'The PIN is not correct', 400);
      },
    }, 'finance');
    await typePin('000000');
    fireEvent.click(screen.getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('The PIN is not correct. Enter it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve and pay' })).toBeEnabled();
    expect(hostApi.shownToasts).toEqual([]);
  });

  it('a checker without a PIN is told where to set it; they may still reject, which needs none', async () => {
    const rejected: DisbursementBatchDetail = { ...BATCH, status: 'REJECTED', decided_by: 'Eko Wibowo' };
    const hostApi = await renderAt('/batch_disbursements/batch_1', { [`GET ${SENDING_MONEY_API.batch('batch_1')}`]: BATCH, [`POST ${SENDING_MONEY_API.rejectBatch('batch_1')}`]: rejected }, 'finance', false);
    expect(await screen.findByText('Set your withdrawal PIN first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your withdrawal PIN in Settings › Withdrawals' })).toHaveAttribute('href', '/settings/withdrawals');
    expect(screen.queryByRole('button', { name: 'Approve and pay' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ tone: 'success' })));
  });

  it('a checker without a PIN who may not set one (no Withdraw permission) is told why and who can help; Reject stays (decision 0078)', async () => {
    await renderAt('/batch_disbursements/batch_1', { [`GET ${SENDING_MONEY_API.batch('batch_1')}`]: BATCH }, 'finance', false, { can_withdraw: false });
    expect(await screen.findByText('You cannot approve this batch yet')).toBeInTheDocument();
    expect(screen.getByText(/^A batch is paid only with the withdrawal PIN of the person who approves it\./)).toBeInTheDocument();
    expect(screen.getByText(/^Who can help: an administrator of Toko Ku can give you the Withdraw permission/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set your withdrawal PIN in Settings › Withdrawals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

describe('the list pages and the check shows its progress (decision 0075)', () => {
  it('ten at a time with Show more, and the status filter in the address', async () => {
    const page = (index: number) => ({ ...BATCH, id: `batch_${index}`, file_name: `file-${index}.csv` });
    const hostApi = await renderAt('/batch_disbursements', {
      [`GET ${SENDING_MONEY_API.batches}`]: (call: FakeGatewayCall) =>
        (call.query as { after?: string }).after
          ? { docs: [page(11)], has_next: false, next_cursor: null }
          : { docs: Array.from({ length: 10 }, (_, index) => page(index + 1)), has_next: true, next_cursor: 'cursor-10' },
    }, 'finance');
    expect(await screen.findByRole('link', { name: 'file-10.csv' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'file-11.csv' })).toBeInTheDocument();
    const reads = hostApi.gateway.calls.filter((call) => call.path === SENDING_MONEY_API.batches);
    expect(reads.map((call) => call.query)).toEqual([{ limit: 10 }, { limit: 10, after: 'cursor-10' }]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'NEEDS_APPROVAL' } });
    await waitFor(() => expect(hostApi.gateway.calls.at(-1)?.query).toEqual({ status: 'NEEDS_APPROVAL', limit: 10 }));
  });

  it('a file of thousands of rows shows how many rows are checked, as a progress bar', async () => {
    await renderAt('/batch_disbursements', {});
    const rows = Array.from({ length: 3000 }, (_, index) => `r-${index},BCA,1234567890,Budi Santoso,20000,Row ${index}`);
    await choose([HEADER, ...rows].join('\n'));
    const bar = await screen.findByRole('progressbar', { name: 'Rows checked' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^[\d,]+ of 3,000 rows checked \(\d+%\)$/);
    expect(await screen.findByText('All 3000 rows are valid')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
