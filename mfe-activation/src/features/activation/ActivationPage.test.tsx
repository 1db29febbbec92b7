import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LeadQualificationEntry } from 'shared-contracts/areas/activation/activation';
import { createFakeHostApi, type FakeHostApi } from 'shared-contracts/testing';
import { LEAD_QUALIFICATION_STORAGE_KEY } from '../../rules/lead-qualification';
import { activationGateway } from '../../testing/fixtures';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';

const { ActivationRoot } = jest.requireActual<typeof import('../../parcel/ActivationRoot')>('../../parcel/ActivationRoot');

const ANSWERED: LeadQualificationEntry[] = [
  { key: 'COUNTRY_OF_REGISTRATION', value1: 'ID', value2: 'Indonesia' },
  { key: 'ENTITY_TYPE', value1: 'lq_entity_id_entity', value2: 'Indonesian Entity' },
  { key: 'COMPANY_TYPE', value1: 'ct_pt', value2: 'PT' },
  { key: 'NUM_OF_EMPLOYEES', value1: 'lq_employees_1', value2: '1-10' },
  { key: 'ROLE', value1: 'lq_role_owner', value2: 'Owner / Founder' },
  { key: 'INDUSTRY_SECTOR', value1: 'is_1_1', value2: 'Groceries', value3: 'Retail' },
  { key: 'MONTHLY_TRANSACTIONS', value1: 'lq_monthly_1', value2: 'Fewer than 100' },
  { key: 'AVG_TRANSACTION_SIZE', value1: 'lq_size_1', value2: 'Small (under 100 USD)' },
  { key: 'CONTACT_NUMBER', value1: '+6281234567001' },
];

const BUSINESS = {
  legal_name: 'PT Warung Baru', business_description: 'Coffee', website: 'https://warungbaru.test',
  street_line_1: 'Jl. Sudirman 1', state: 'DKI Jakarta', city: 'Jakarta', postal_code: '10220',
};

function renderPage(hostApi: FakeHostApi) {
  return render(<ActivationRoot hostApi={hostApi} location={{ pathname: '/activation', search: '', hash: '' }} />);
}

const hostApiWith = (gateway = activationGateway()) => createFakeHostApi({ gateway, translations: { activation: { en, id } } });

describe('the activation form', () => {
  it('asks the lead qualification questions first, and refuses to continue before they are answered', async () => {
    const hostApi = hostApiWith();
    renderPage(hostApi);
    expect(await screen.findByRole('heading', { name: 'About your business' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Activation progress' })).toHaveTextContent('Business type');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(3);
    expect(hostApi.gateway.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves the entity type and country when the answers are complete, then asks for the business details', async () => {
    const hostApi = hostApiWith();
    hostApi.storage.set(LEAD_QUALIFICATION_STORAGE_KEY, ANSWERED);
    renderPage(hostApi);
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    const patch = hostApi.gateway.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ entity_type: 'Indonesian Entity', country_of_registration: 'ID' });
    expect(hostApi.storage.get(LEAD_QUALIFICATION_STORAGE_KEY, (v): v is LeadQualificationEntry[] => Array.isArray(v))).toContainEqual({
      key: 'SEC_NONSEC_INDEX',
      value1: 'NON_SEC',
    });
  });

  it('resumes where the business stopped: saved business details open the registration step', async () => {
    renderPage(hostApiWith(activationGateway({ entity_type: 'Indonesian Entity', country_of_registration: 'ID', ...BUSINESS })));
    expect(await screen.findByRole('heading', { name: 'Registration, tax and bank' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Business permit details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /NPWP Number/ })).toHaveAttribute('placeholder', '00.000.000.0-000.000');
  });

  it("says an NPWP of the wrong length in the spec's words, and saves nothing", async () => {
    const hostApi = hostApiWith(activationGateway({ entity_type: 'Indonesian Entity', country_of_registration: 'ID', ...BUSINESS }));
    renderPage(hostApi);
    const npwp = await screen.findByRole('textbox', { name: /NPWP Number/ });
    const patches = hostApi.gateway.calls.filter((call) => call.method === 'PATCH').length;
    fireEvent.change(npwp, { target: { value: '01234567890123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The NPWP must be 15 digits.')).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'PATCH')).toHaveLength(patches);
  });

  it('says a postal code is too short with its bound', async () => {
    renderPage(hostApiWith(activationGateway({ entity_type: 'Indonesian Entity', country_of_registration: 'ID' })));
    await screen.findByRole('heading', { name: 'Business details' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Postal code/ }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The postal code must be at least 3 characters.')).toBeInTheDocument();
  });

  it('saves a trimmed business step and shows who saved last', async () => {
    const hostApi = hostApiWith(activationGateway({ entity_type: 'Indonesian Entity', country_of_registration: 'ID' }));
    renderPage(hostApi);
    await screen.findByRole('heading', { name: 'Business details' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Enter your website, or upload a proof of business.')).toBeInTheDocument();
    for (const [label, value] of [
      ['Legal name', '  PT Warung Baru '], ['What your business does', 'Coffee'], ['Website', 'https://warungbaru.test'],
      ['Street address', 'Jl. Sudirman 1'], ['Province or state', 'DKI Jakarta'], ['City', 'Jakarta'], ['Postal code', '10220'],
    ] as const) {
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}(\\s|$)`) }), { target: { value: value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Registration, tax and bank' })).toBeInTheDocument();
    const patch = hostApi.gateway.calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.body).toMatchObject({ legal_name: 'PT Warung Baru', street_line_2: '' });
    // In the country's format (spec 02 §9), 24-hour, never the US "11/28/2026, 3:11 AM" (issue 42).
    expect(screen.getByText(/Last saved by new@warungbaru.test on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./)).toBeInTheDocument();
  });

  it('asks before leaving a step with unsaved changes', async () => {
    renderPage(hostApiWith(activationGateway({ entity_type: 'Indonesian Entity', country_of_registration: 'ID', ...BUSINESS })));
    const nib = await screen.findByRole('textbox', { name: /NIB Number/ });
    fireEvent.change(nib, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /NIB Number/ })).toHaveValue('123');
  });
});
