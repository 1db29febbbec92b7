import declaration from '../declaration.json';
import { screen, waitFor } from '@testing-library/react';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';
import { renderCards } from './testing/render';
import { en, id } from './translations/index';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('cards ./remote', () => {
  it('is called "cards" and mounts as react', () => {
    expect(remote.name).toBe('cards');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });

  it('has every text in English and Indonesian', () => {
    expect(keysOf(id).sort()).toEqual(keysOf(en).sort());
  });
});

describe('CardsRoutes', () => {
  it.each([
    ['/credit_cards/chargebacks', 'Chargebacks', { 'GET /api/credit_card_chargebacks': { data: [], total_count: 0, page: 1, limit: 10 } }],
    ['/credit_cards/chargebacks/cb_1', 'Chargeback', { 'GET /api/credit_card_chargebacks/cb_1': new Promise(() => undefined) }],
    ['/credit_cards/promotions', 'Card promotions', { 'GET /api/promotions': { data: [] } }],
    ['/credit_cards/fraud_prevention', 'Fraud prevention', {}],
    ['/credit_cards/fraud_prevention/list', 'Block and allow lists', { 'GET /api/fraud-rules/custom/bin-list': { data: [] } }],
    ['/credit_cards/fraud_prevention/rules', 'Fraud rules', { 'GET /api/xenshield/biz_tokoku/rule_sets': { data: [] } }],
    ['/credit_cards/fraud_prevention/reports', 'Fraud reports', { 'POST /api/xenshield/predict_reports': { data: [], total_count: 0, page: 1 } }],
    ['/credit_cards/settings', 'Card settings', { 'GET /api/mid-settings': { data: [] }, 'GET /api/cc-settings-change-request': { data: [] }, 'GET /api/cc-settings-logger': { data: [] } }],
  ])('loads %s lazily, with the heading "%s"', async (path, heading, gateway) => {
    renderCards(path, { gateway });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('has no placeholder text left', () => {
    expect(JSON.stringify({ en, id })).not.toMatch(/not built yet|belum dibuat/);
  });

  it('sends /credit_cards to the payments page', async () => {
    renderCards('/credit_cards', { gateway: { 'GET /api/credit_card_payments': { data: [], total_count: 0, page: 1, limit: 10 } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Card payments' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/credit_cards/payments'));
  });

  it('shows a not-found page for an unknown card page', async () => {
    renderCards('/credit_cards/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no card page at this address.')).toBeInTheDocument();
  });
});
