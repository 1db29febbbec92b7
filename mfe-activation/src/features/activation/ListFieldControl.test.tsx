import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { ACTIVATION_OPTIONS_API } from 'shared-contracts/areas/activation/activation-options';
import { createFakeHostApi } from 'shared-contracts/testing';
import { activationGateway } from '../../testing/fixtures';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';

const { ActivationRoot } = jest.requireActual<typeof import('../../parcel/ActivationRoot')>('../../parcel/ActivationRoot');

const BUSINESS = {
  entity_type: 'Indonesian Entity', country_of_registration: 'ID', legal_name: 'PT Warung Baru', business_description: 'Coffee',
  website: 'https://warungbaru.test', street_line_1: 'Jl. Sudirman 1', state: 'DKI Jakarta', city: 'Jakarta', postal_code: '10220',
};

function renderRegistration(gateway = activationGateway(BUSINESS)) {
  const hostApi = createFakeHostApi({ gateway, translations: { activation: { en, id } } });
  render(<ActivationRoot hostApi={hostApi} location={{ pathname: '/activation', search: '', hash: '' }} />);
  return hostApi;
}

const bankGroup = async () => screen.findByRole('group', { name: 'Bank account details' });

describe("the form's dropdowns take their options from the gateway (issue 41 §4)", () => {
  it('lists the banks of the country of registration', async () => {
    const hostApi = renderRegistration();
    const group = await bankGroup();
    await waitFor(() => expect(within(group).getByRole('button', { name: /Bank Name/ })).not.toBeDisabled());
    fireEvent.click(within(group).getByRole('button', { name: /Bank Name/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bank Central Asia (BCA)', 'Bank Negara Indonesia (BNI)']);
    expect(hostApi.gateway.calls.find((call) => call.path === ACTIVATION_OPTIONS_API.bankNames)?.query).toEqual({ country_id: 'ID' });
  });

  it('says when the banks could not be loaded, and loads them again on request', async () => {
    const gateway = activationGateway(BUSINESS);
    let failing = true;
    const banks = gateway[`GET ${ACTIVATION_OPTIONS_API.bankNames}`] as (call: unknown) => unknown;
    gateway[`GET ${ACTIVATION_OPTIONS_API.bankNames}`] = (call: unknown) => {
      if (failing) throw new GatewayError('SERVER_ERROR', 'down', 500);
      return banks(call);
    };
    renderRegistration(gateway);
    const group = await bankGroup();
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent('The options of Bank Name could not be loaded.');
    expect(within(group).getByRole('button', { name: /Bank Name/ })).toBeDisabled();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: /Bank Name/ })).not.toBeDisabled());
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
  });
});
