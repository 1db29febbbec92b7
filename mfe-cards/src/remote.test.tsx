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

describe('CardsArea', () => {
  it.each([
    ['/credit_cards/chargebacks', 'Chargebacks', { 'GET /api/credit_card_chargebacks': { data: [], total_count: 0, page: 1, limit: 10 } }],
    ['/credit_cards/chargebacks/cb_1', 'Chargeback', { 'GET /api/credit_card_chargebacks/cb_1': new Promise(() => undefined) }],
    ['/credit_cards/promotions', 'Card promotions', { 'GET /api/promotions': { data: [] } }],
  ])('loads %s lazily, with the heading "%s"', async (path, heading, gateway) => {
    renderCards(path, { gateway });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps the placeholder of a part not built yet', () => {
    renderCards('/credit_cards/fraud_prevention/rules');
    expect(screen.getByRole('heading', { level: 1, name: 'Fraud prevention' })).toBeInTheDocument();
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
