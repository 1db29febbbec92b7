import { fireEvent, screen, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { PAYMENT_METHODS_API, type ProductCard } from 'shared-contracts/areas/payment-methods';
import { renderSettings } from '../../testing/render';

const card = (overrides: Partial<ProductCard>): ProductCard => ({
  product: 'OVO', isEnabled: false, isSubmitted: false, isRejected: false, sub_status: null, estimated_activation_timestamp: null,
  submitted_at: null, activated_at: null, rejected_at: null, deactivated_at: null, activation_allowed: true, cards_disabled: false,
  ...overrides,
});
const CARDS = {
  data: [
    card({ product: 'OVO', isEnabled: true, sub_status: 'LIVE', activated_at: '2026-05-06T08:00:00.000Z' }),
    card({ product: 'DANA', isSubmitted: true, sub_status: 'testing_uat', estimated_activation_timestamp: '2026-06-24T08:00:00.000Z' }),
    card({ product: 'LINKAJA', isRejected: true, sub_status: 'declined_temporary', rejected_at: '2026-06-09T08:00:00.000Z' }),
    card({ product: 'KREDIVO' }),
  ],
};
const open = (gateway = {}) => renderSettings({ path: '/settings/payment-methods', gateway: { [`GET ${PAYMENT_METHODS_API.products}`]: CARDS, ...gateway } });
const article = async (name: string) => (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('article') as HTMLElement;

describe('the payment methods page', () => {
  it('shows each product with its tracker state and progress', async () => {
    open();
    const dana = await article('DANA');
    expect(within(dana).getByText('In progress')).toBeInTheDocument();
    const steps = within(within(dana).getByRole('list', { name: 'Activation progress of DANA' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'current', 'todo']);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[4]).toHaveTextContent('estimated go-live');
    expect(within(await article('OVO')).getByText('Active')).toBeInTheDocument();
    const linkaja = await article('LinkAja');
    expect(within(linkaja).getByText(/Rejected on/)).toBeInTheDocument();
    // A rejected sub-status: Activate is disabled; a never-asked product may be activated.
    expect(within(linkaja).getByRole('button', { name: 'Activate LinkAja' })).toBeDisabled();
    expect(within(await article('Kredivo')).getByRole('button', { name: 'Activate Kredivo' })).toBeEnabled();
    expect(within(dana).queryByRole('button', { name: /Activate/ })).not.toBeInTheDocument();
  });

  it('asks for activation; one asked already says so', async () => {
    const { hostApi } = open({
      [`POST ${PAYMENT_METHODS_API.activation('KREDIVO')}`]: () => {
        throw new GatewayError('DUPLICATE_PRODUCT_APPLICATION_ERROR', 'asked', 409);
      },
    });
    fireEvent.click(within(await article('Kredivo')).getByRole('button', { name: 'Activate Kredivo' }));
    expect(await screen.findByText('Kredivo was already requested. Follow its progress here.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.some((call) => call.method === 'POST')).toBe(true);
  });
});
