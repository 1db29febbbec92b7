import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { GatewayError } from 'shared-contracts';
import { ACTIVATION_API, type ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { HostApiProvider } from 'shared-contracts/react';
import { createFakeHostApi } from 'shared-contracts/testing';
import { EMPTY_DETAIL, ID_FIELDS, activationGateway } from '../../testing/fixtures';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';
import { ReviewStep } from './ReviewStep';
import { stepPages } from './steps';

const FILLED: ActivationCompanyDetail = {
  ...EMPTY_DETAIL,
  entity_type: 'Indonesian Entity',
  country_of_registration: 'ID',
  legal_name: 'PT Warung Baru',
  business_description: 'Groceries',
  website: 'https://warungbaru.example',
  street_line_1: 'Jl. Melati 5',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal_code: '12345',
  extra: {
    'Business Permit Details:Indonesian Entity': [
      { master_field_id: 'mf_nib', value: '9120001234567' },
      { master_field_id: 'mf_npwp', value: '012345678901234' },
      { master_field_id: 'mf_year', value: '2019' },
    ],
    'Bank Account Details:Indonesian Entity': [{ master_field_id: 'mf_bank', value: 'BCA' }],
    'Authorised Signatory Detail:Indonesian Entity': [{ master_field_id: 'mf_signatory', value: 'Ayu Pratama' }],
    'PIC Details:Indonesian Entity': [{ master_field_id: 'mf_pic', value: '+6281234567890' }],
  },
  common_company_detail_documents: [
    { id: 'f1', file_name: 'nib.pdf', master_document: { doc_type: 'NIB', document_type: 'PRIMARY', multi_language_label: { en: 'NIB', id: 'NIB' } } },
  ],
};
const ENTRIES = [
  { key: 'COUNTRY_OF_REGISTRATION', value1: 'lq_country_id', value2: 'Indonesia' },
  { key: 'ENTITY_TYPE', value1: 'lq_entity_id_entity', value2: 'Indonesian Entity' },
  { key: 'ROLE', value1: 'lq_role_owner', value2: 'Owner / Founder' },
] as const;

function renderReview({ detail = FILLED, language = 'en', gateway = {} }: { detail?: ActivationCompanyDetail; language?: 'en' | 'id'; gateway?: object } = {}) {
  const hostApi = createFakeHostApi({ language, gateway: { ...activationGateway(), ...gateway }, translations: { activation: { en, id } } });
  const onEdit = jest.fn();
  render(
    <I18nextProvider i18n={hostApi.i18n}>
      <HostApiProvider hostApi={hostApi}>
        <ReviewStep detail={detail} masterFields={ID_FIELDS} pages={stepPages('Indonesian Entity')} entries={[...ENTRIES]} entityType="Indonesian Entity" onBack={() => undefined} onEdit={onEdit} />
      </HostApiProvider>
    </I18nextProvider>,
  );
  return { hostApi, onEdit };
}

const group = (name: string) => screen.getByRole('region', { name });
const terms = (region: HTMLElement) => within(region).queryAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the review step (issue 42)', () => {
  it('shows everything entered, grouped by step, each with an Edit button back to its step', async () => {
    const { onEdit } = renderReview();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Business type', 'Business details', 'Registration, tax and bank', 'Signatory and contact', 'Documents',
    ]);
    expect(terms(group('Business type'))).toEqual(['Country of registration: Indonesia', 'Entity type: Indonesian Entity', 'Your role: Owner / Founder']);
    expect(terms(group('Business details'))).toEqual([
      'Legal name: PT Warung Baru', 'What your business does: Groceries', 'Website: https://warungbaru.example',
      'Street address: Jl. Melati 5', 'Province or state: DKI Jakarta', 'City: Jakarta', 'Postal code: 12345',
    ]);
    const registration = group('Registration, tax and bank');
    expect(within(registration).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Business permit details', 'Bank account details']);
    await waitFor(() => expect(terms(registration)).toContain('Bank Name: Bank Central Asia (BCA)'));
    expect(terms(registration)).toEqual(expect.arrayContaining(['NIB Number: 9120001234567', 'NPWP Number: 01.234.567.8-901.234', 'Year of Establishment: 2019']));
    expect(terms(group('Signatory and contact'))).toEqual(['Full Name: Ayu Pratama', 'Mobile Number: +6281234567890']);
    expect(terms(group('Documents'))).toEqual(['NIB: nib.pdf']);
    fireEvent.click(within(group('Registration, tax and bank')).getByRole('button', { name: 'Edit Registration, tax and bank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Business type' }));
    expect(onEdit.mock.calls).toEqual([[3], [1]]);
  });

  it('says so where a step holds nothing, and speaks Indonesian', () => {
    renderReview({ language: 'id', detail: { ...FILLED, extra: {}, common_company_detail_documents: [] } });
    expect(within(group('Dokumen')).getByText('Tidak ada isian pada langkah ini.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunting Dokumen' })).toHaveTextContent('Sunting');
    expect(terms(group('Detail bisnis'))[0]).toBe('Nama resmi: PT Warung Baru');
  });

  it('shows a refused NPWP beside it, in its group', async () => {
    renderReview({ gateway: { [`POST ${ACTIVATION_API.submitActivationForm}`]: () => { throw new GatewayError('NPWP_VALIDATION_MISMATCH', 'mismatch', 400); } } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const alert = await within(group('Registration, tax and bank')).findByRole('alert');
    expect(alert).toHaveTextContent('This NPWP could not be validated.');
    expect(alert.closest('dd')).toHaveTextContent('01.234.567.8-901.234');
  });
});

describe('submitting the activation form (issue 41 §2)', () => {
  it('has the shell read the session again at once, and then opens the status page', async () => {
    const hostApi = createFakeHostApi({
      gateway: { [`POST ${ACTIVATION_API.submitActivationForm}`]: { go_live_status: 'PENDING_VERIFICATION', submitted_date: '2026-03-06T09:30:00Z', review_days: 3 } },
      translations: { activation: { en, id } },
    });
    render(
      <I18nextProvider i18n={hostApi.i18n}>
        <HostApiProvider hostApi={hostApi}>
          <ReviewStep detail={{ ...EMPTY_DETAIL, legal_name: 'PT Warung Baru' }} masterFields={ID_FIELDS} pages={stepPages(null)} entries={[]} entityType={null} onBack={() => undefined} onEdit={() => undefined} />
        </HostApiProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    // The menu and banners follow the new go-live status while the thank-you modal is still open.
    await waitFor(() => expect(hostApi.sessionRefreshes.count).toBe(1));
    expect(thanks).toHaveTextContent('within 3 working days');
    fireEvent.click(screen.getByRole('button', { name: 'See the activation status' }));
    expect(hostApi.navigations.at(-1)?.path).toBe('/activation/ongoing-activation');
  });
});
