import declaration from '../declaration.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BALANCE_API,
  LEDGER_ENTRY_TYPES,
  LEDGER_SOURCE_KINDS,
  type BalanceHistoryAnswer,
  type BalancesAnswer,
} from 'shared-contracts/areas/balance/balance';
import type { TranslationTree } from 'shared-contracts';
import { remoteContractProblems, type FakeGatewayCall } from 'shared-contracts/testing';
import remote from './remote';
import { en, id } from './translations';

// The chart draws on a canvas jsdom does not have; its points are in the table beside it.
jest.mock('./features/balance/BalanceChart', () => ({ __esModule: true, default: () => <div data-testid="chart" /> }));

const BALANCES: BalancesAnswer = {
  data: [
    {
      currency: 'IDR',
      available: 12_500_000,
      pending: 3_250_000,
      on_hold: 400_000,
      next_settlements: [
        { date: '2026-11-30', amount: 2_000_000 },
        { date: '2026-12-01', amount: 1_250_000 },
      ],
    },
  ],
};
const HISTORY: BalanceHistoryAnswer = {
  currency: 'IDR',
  data: [
    { date: '2026-11-27', available: 10_000_000, pending: 2_000_000, on_hold: 0 },
    { date: '2026-11-28', available: 12_500_000, pending: 3_250_000, on_hold: 400_000 },
  ],
};

import { entry, page, renderAt } from './testing/render';

const listCalls = (calls: FakeGatewayCall[]) => calls.filter((call) => call.path === BALANCE_API.transactions);

describe('balance ./remote', () => {
  it('is called "balance", mounts as react and renders the spec’s money pages', () => {
    expect(remote.name).toBe('balance');
    expect(remote.mount).toBe('react');
    expect(remote.routes.map((route) => route.path)).toEqual(['/balance', '/transactions-new/*', '/cash', '/pending', '/all-accounts']);
  });

  it('honours the remote contract the shell checks, and agrees with declaration.json', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('/balance', () => {
  const gateway = { [`GET ${BALANCE_API.balances}`]: BALANCES, [`GET ${BALANCE_API.history}`]: HISTORY };

  it.each([
    ['en', 'Balance', 'Available', 'Rp 12.500.000', 'Next settlements'],
    ['id', 'Saldo', 'Tersedia', 'Rp 12.500.000', 'Penyelesaian berikutnya'],
  ] as const)('shows the three figures, each explained, and the next settlements, in %s', async (language, title, available, amount, settlements) => {
    await renderAt('/balance', gateway, { language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const figure = (await screen.findByText(available, { selector: 'dt' })).parentElement!;
    expect(figure).toHaveTextContent(amount);
    expect(screen.getAllByRole('definition').length).toBe(6);
    expect(screen.getByRole('heading', { level: 3, name: settlements })).toBeInTheDocument();
  });

  it('adds no total of the three figures, and names every figure in one sentence', async () => {
    await renderAt('/balance', gateway);
    await screen.findByText('Available', { selector: 'dt' });
    expect(screen.queryByText(/total/i)).not.toBeInTheDocument();
    expect(screen.getByText('Disputed money, kept out of your available balance until the dispute ends. It may come back to you.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Next settlements' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '30/11/2026Rp\u00a02.000.000',
      '01/12/2026Rp\u00a01.250.000',
    ]);
  });

  it('gives the history’s points as a table, newest first, and asks again for another period', async () => {
    const hostApi = await renderAt('/balance', gateway);
    const table = await screen.findByRole('table', { name: 'Balance at the end of each of the last 30 days' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['28/11/2026', '27/11/2026']);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '90' } });
    await waitFor(() => expect(hostApi.gateway.calls.filter((call) => call.path === BALANCE_API.history).map((call) => call.query.days)).toEqual([30, 90]));
  });

  it('links to the withdrawal for a user who may withdraw, and not for a viewer', async () => {
    await renderAt('/balance', gateway, { persona: 'finance' });
    expect(await screen.findByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/settings/withdrawals?action=withdraw');
    document.body.innerHTML = '';
    await renderAt('/balance', gateway, { persona: 'viewer' });
    await screen.findByText('Available', { selector: 'dt' });
    expect(screen.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    let calls = 0;
    await renderAt('/balance', {
      ...gateway,
      [`GET ${BALANCE_API.balances}`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway did not answer');
        return BALANCES;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Available', { selector: 'dt' })).toBeInTheDocument();
  });
});

describe('/transactions-new', () => {
  it('lists the entries newest first and shows more by cursor, never asking twice for a page', async () => {
    const hostApi = await renderAt('/transactions-new', {
      [`GET ${BALANCE_API.transactions}`]: (call: FakeGatewayCall) => (call.query.after === 'c2' ? page(25, 3, null) : page(0, 25, 'c2')),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('Card payment 0');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(29));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('28 shown')).toBeInTheDocument();
    expect(listCalls(hostApi.gateway.calls).map((call) => call.query)).toEqual([
      { currency: 'IDR', limit: 25 },
      { currency: 'IDR', limit: 25, after: 'c2' },
    ]);
  });

  it('asks with the address’s filters, amounts in minor units, and keeps a new filter in the address', async () => {
    const hostApi = await renderAt('/transactions-new?type=REFUND&min=1000&q=order-1', { [`GET ${BALANCE_API.transactions}`]: page(0, 2, null) });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(listCalls(hostApi.gateway.calls)[0]!.query).toEqual({ currency: 'IDR', type: 'REFUND', amount_min: 1000, search: 'order-1', limit: 25 });
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'EWALLET' } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/transactions-new?type=REFUND&channel=EWALLET&min=1000&q=order-1'));
  });

  it('says what is wrong with a search or an amount under its field, and asks nothing', async () => {
    const hostApi = await renderAt('/transactions-new', { [`GET ${BALANCE_API.transactions}`]: page(0, 2, null) });
    await screen.findByRole('table', { name: 'Transactions' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('Amount from (IDR)'), { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter 3 to 64 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount in digits, with no more decimals than the currency has.')).toBeInTheDocument();
    expect(listCalls(hostApi.gateway.calls)).toHaveLength(1);
  });

  it('shows no balance to an operation-only user (spec 01 §6: their pages show no balance)', async () => {
    await renderAt('/transactions-new', { [`GET ${BALANCE_API.transactions}`]: page(0, 2, null) }, { persona: 'ops' });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('Card payment 0');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Transaction', 'Status', 'Channel', 'Amount']);
  });

  it('tells an empty list from a list the filters emptied', async () => {
    await renderAt('/transactions-new', { [`GET ${BALANCE_API.transactions}`]: page(0, 0, null) });
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderAt('/transactions-new?type=FEE', { [`GET ${BALANCE_API.transactions}`]: page(0, 0, null) });
    expect(await screen.findByRole('heading', { name: 'No transactions match these filters' })).toBeInTheDocument();
  });

  it('shows one entry with its source, linked where the user may open it, and its timeline', async () => {
    await renderAt('/transactions-new/ldg_7', {
      [`GET ${BALANCE_API.transaction('ldg_7')}`]: { ...entry(7), timeline: [{ event: 'created', at: '2026-11-21T03:00:00.000Z' }, { event: 'available', at: '2026-11-23T07:00:01.000Z' }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Card payment cc_7' })).toHaveAttribute('href', '/credit_cards/payment/cc_7');
    expect(screen.getByRole('list', { name: 'Timeline' })).toHaveTextContent('Became available');
  });
});

describe('/cash and /pending', () => {
  it('/cash lists the available entries under the available figure, without a status filter to change', async () => {
    const hostApi = await renderAt('/cash', { [`GET ${BALANCE_API.balances}`]: BALANCES, [`GET ${BALANCE_API.transactions}`]: page(0, 1, null) });
    expect(await screen.findByText('Available', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Pending', { selector: 'dt' })).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Available transactions' });
    expect(listCalls(hostApi.gateway.calls)[0]!.query).toEqual({ currency: 'IDR', status: 'AVAILABLE', limit: 25 });
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('/pending lists the pending entries with the next settlements', async () => {
    const hostApi = await renderAt('/pending', { [`GET ${BALANCE_API.balances}`]: BALANCES, [`GET ${BALANCE_API.transactions}`]: page(0, 1, null) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Next settlements' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Pending transactions' });
    expect(listCalls(hostApi.gateway.calls)[0]!.query).toEqual({ currency: 'IDR', status: 'PENDING', limit: 25 });
  });
});

describe('/all-accounts', () => {
  it('shows one row per currency with its figures and a link to its transactions', async () => {
    await renderAt('/all-accounts', {
      [`GET ${BALANCE_API.balances}`]: { data: [...BALANCES.data, { currency: 'USD', available: 125_050, pending: 0, on_hold: 0, next_settlements: [] }] },
    });
    const table = await screen.findByRole('table', { name: 'Balances by currency' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['IDR', 'USD']);
    expect(within(table).getByRole('link', { name: 'See transactions in USD' })).toHaveAttribute('href', '/transactions-new?currency=USD');
    expect(table).toHaveTextContent('$1,250.50');
    // WCAG 2.5.3 (label in name): the link's name begins with the words it shows.
    for (const link of within(table).getAllByRole('link')) expect(link.getAttribute('aria-label')).toMatch(new RegExp(`^${link.textContent}`));
  });
});

// Decision 0078: a payout link's entries have types of their own, named in both languages, in the
// list's type filter and on the entry's page, whose source links to the payout link.
describe("a payout link's entries", () => {
  const labelOf = (tree: TranslationTree, group: string, key: string) => (tree[group] as Record<string, unknown>)[key];

  it('every type and source kind of the contract has an English and an Indonesian name', () => {
    for (const tree of [en, id]) {
      for (const type of LEDGER_ENTRY_TYPES) expect(labelOf(tree, 'type', type)).toEqual(expect.any(String));
      for (const kind of LEDGER_SOURCE_KINDS) expect(labelOf(tree, 'source', kind)).toEqual(expect.any(String));
    }
    expect([labelOf(en, 'type', 'PAYOUT'), labelOf(en, 'type', 'PAYOUT_RETURN')]).toEqual(['Payout link', 'Returned payout link']);
    expect([labelOf(id, 'type', 'PAYOUT'), labelOf(id, 'type', 'PAYOUT_RETURN')]).toEqual(['Link payout', 'Link payout yang dikembalikan']);
  });

  it.each([
    ['en', 'Payout link', 'Returned payout link'],
    ['id', 'Link payout', 'Link payout yang dikembalikan'],
  ] as const)('(%s) the list names them and filters by them', async (language, payout, returned) => {
    const payoutEntry = entry(1, { type: 'PAYOUT', channel: 'BANK_TRANSFER', amount: -79_000, fee: 4_000, description: 'Payout link: Prize', source: { kind: 'payout', id: 'payout_1' } });
    const hostApi = await renderAt('/transactions-new?type=PAYOUT', { [`GET ${BALANCE_API.transactions}`]: { data: [payoutEntry], next_cursor: null, limit: 25 } }, { language });
    expect(await screen.findByText('Payout link: Prize')).toBeInTheDocument();
    expect(screen.getAllByText(payout).length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: returned })).toBeInTheDocument();
    expect(listCalls(hostApi.gateway.calls)[0]?.query).toMatchObject({ type: 'PAYOUT' });
  });

  it("its page names the type and links its source to the payout link's page", async () => {
    await renderAt('/transactions-new/ldg_9', {
      [`GET ${BALANCE_API.transaction('ldg_9')}`]: {
        ...entry(9, { type: 'PAYOUT_RETURN', channel: 'BANK_TRANSFER', amount: 79_000, fee: 0, description: 'Payout link voided: Prize', source: { kind: 'payout', id: 'payout_1' } }),
        timeline: [{ event: 'created', at: '2026-11-21T03:00:00.000Z' }],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Returned payout link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payout link payout_1' })).toHaveAttribute('href', '/payouts/payout_1');
  });
});
