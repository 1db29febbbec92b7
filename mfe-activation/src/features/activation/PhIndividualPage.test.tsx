import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sectionKey, type ActivationCompanyDetail, type LeadQualificationEntry } from 'shared-contracts/areas/activation/activation';
import { createFakeHostApi, type FakeHostApi } from 'shared-contracts/testing';
import { LEAD_QUALIFICATION_STORAGE_KEY } from '../../rules/lead-qualification';
import { activationGateway } from '../../testing/fixtures';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';

// The page's first render loads its chunks and reads the fake gateway: over findBy's 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const { ActivationRoot } = jest.requireActual<typeof import('../../parcel/ActivationRoot')>('../../parcel/ActivationRoot');

/** Everything but the country and the entity type, which the page sets itself. */
const OTHER_ANSWERS: LeadQualificationEntry[] = [
  { key: 'NUM_OF_EMPLOYEES', value1: 'lq_employees_1', value2: '1-10' },
  { key: 'ROLE', value1: 'lq_role_owner', value2: 'Owner / Founder' },
  { key: 'INDUSTRY_SECTOR', value1: 'is_1_1', value2: 'Groceries', value3: 'Retail' },
  { key: 'MONTHLY_TRANSACTIONS', value1: 'lq_monthly_1', value2: 'Fewer than 100' },
  { key: 'AVG_TRANSACTION_SIZE', value1: 'lq_size_1', value2: 'Small (under 100 USD)' },
  { key: 'CONTACT_NUMBER', value1: '+639171234567' },
];

const PERSON = {
  entity_type: 'PH:Individual', country_of_registration: 'PH', legal_name: 'Maria Santos', business_description: 'Handmade bags',
  website: 'https://mariasantos.test', street_line_1: '12 Ayala Ave', state: 'Metro Manila', city: 'Makati', postal_code: '1226',
} as const;

const isEntries = (value: unknown): value is LeadQualificationEntry[] => Array.isArray(value);
const hostApiWith = (initial: Partial<ActivationCompanyDetail> = {}) =>
  createFakeHostApi({ gateway: activationGateway(initial), translations: { activation: { en, id } } });
const renderAt = (hostApi: FakeHostApi, pathname: string) => render(<ActivationRoot hostApi={hostApi} location={{ pathname, search: '', hash: '' }} />);

describe('/activation-ph-individual', () => {
  it('sets the country and entity type itself and saves them with the other answers', async () => {
    const hostApi = hostApiWith();
    hostApi.storage.set(LEAD_QUALIFICATION_STORAGE_KEY, OTHER_ANSWERS);
    renderAt(hostApi, '/activation-ph-individual');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activation for individuals in the Philippines' })).toBeInTheDocument();
    expect(await screen.findByText('You are activating as an individual registered in the Philippines.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Country of registration/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Entity type/ })).not.toBeInTheDocument();
    // The individual's steps from the start: its contact step, not a signatory's.
    expect(screen.getByRole('navigation', { name: 'Activation progress' })).toHaveTextContent('Contact and declarations');
    await waitFor(() =>
      expect(hostApi.storage.get(LEAD_QUALIFICATION_STORAGE_KEY, isEntries)).toEqual(
        expect.arrayContaining([
          { key: 'COUNTRY_OF_REGISTRATION', value1: 'PH', value2: 'Philippines' },
          { key: 'ENTITY_TYPE', value1: 'lq_entity_ph_individual', value2: 'PH:Individual' },
        ]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    expect(hostApi.gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ entity_type: 'PH:Individual', country_of_registration: 'PH' });
    // A person is asked for its own name, not a company's.
    expect(screen.getByRole('textbox', { name: /^Full legal name \(as on your ID\)/ })).toBeInTheDocument();
  });

  it('offers the business form instead', async () => {
    const hostApi = hostApiWith();
    renderAt(hostApi, '/activation-ph-individual');
    fireEvent.click(await screen.findByRole('button', { name: 'Registering a business instead? Open the business activation form.' }));
    expect(hostApi.navigations.at(-1)?.path).toBe('/activation');
  });

  it('a Philippine individual opening /activation is sent to its page, and another type the other way', async () => {
    const individual = hostApiWith({ entity_type: 'PH:Individual', country_of_registration: 'PH' });
    const { unmount } = renderAt(individual, '/activation');
    await waitFor(() => expect(individual.navigations).toEqual([{ path: '/activation-ph-individual', options: { replace: true } }]));
    unmount();
    const sole = hostApiWith({ entity_type: 'PH:Sole Proprietorship', country_of_registration: 'PH' });
    renderAt(sole, '/activation-ph-individual');
    await waitFor(() => expect(sole.navigations).toEqual([{ path: '/activation', options: { replace: true } }]));
  });

  it('asks the PEP details only of a politically exposed person, and requires them then', async () => {
    const hostApi = hostApiWith({
      ...PERSON,
      extra: {
        [sectionKey('TIN', 'PH:Individual')]: [{ master_field_id: 'mf_ph_tin', value: '123456789012' }],
        [sectionKey('Bank Account Details', 'PH:Individual')]: [{ master_field_id: 'mf_ph_bank', value: 'BDO' }],
      },
    });
    renderAt(hostApi, '/activation-ph-individual');
    expect(await screen.findByRole('heading', { name: 'Contact and declarations' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /PEP Director Names/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const directors = await screen.findByRole('textbox', { name: /PEP Director Names/ });
    fireEvent.change(screen.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Maria Santos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(hostApi.gateway.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(directors).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    const saved = hostApi.gateway.calls.find((call) => call.method === 'PATCH')?.body as { extra: Record<string, unknown> };
    expect(saved.extra[sectionKey('PEP Declaration', 'PH:Individual')]).toEqual([
      { master_field_id: 'mf_ph_pep', value: 'no' },
      { master_field_id: 'mf_ph_pep_directors', value: '' },
      { master_field_id: 'mf_ph_pep_companies', value: '' },
      { master_field_id: 'mf_ph_pep_purpose', value: '' },
    ]);
    // A person proves who it is with the Philippine IDs alone: no business registration certificate.
    expect(screen.getByRole('radio', { name: 'One primary ID' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Required documents' })).not.toBeInTheDocument();
  });
});
