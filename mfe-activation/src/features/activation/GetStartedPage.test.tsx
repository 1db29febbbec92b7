import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GatewayError, type Business } from 'shared-contracts';
import { ACTIVATION_API, sectionKey, type ActivationCompanyDetail, type CompanyDocument } from 'shared-contracts/areas/activation/activation';
import type { FakeGatewayCall, FakeHostApi } from 'shared-contracts/testing';
import { remoteHostApi } from 'shared-contracts/testing/react';
import declaration from '../../../declaration.json';
import { PAYMENT_METHODS_PATH, type PaymentMethodFacts } from '../../api/get-payment-methods';
import { EMPTY_DETAIL, ID_FIELDS } from '../../testing/fixtures';
import remote from '../../remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';

// The page's first render loads its chunks and reads the fake gateway: over findBy's 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const { ActivationRoot } = jest.requireActual<typeof import('../../parcel/ActivationRoot')>('../../parcel/ActivationRoot');

// As the sandbox stores it: business documents at 40 although nothing was uploaded.
const STORED = { business_profile: 0, establishment_details: 0, business_documents: 40, bank_account: 0, payment_methods: 0 };

const doc = (doc_type: string, document_type: CompanyDocument['master_document']['document_type']): CompanyDocument => ({
  id: doc_type, file_name: `${doc_type}.pdf`, master_document: { doc_type, document_type, multi_language_label: { en: doc_type, id: doc_type } },
});

/** An Indonesian entity whose form is filled in and submitted. */
const SUBMITTED_FORM: Partial<ActivationCompanyDetail> = {
  country_of_registration: 'ID', entity_type: 'Indonesian Entity', legal_name: 'PT Warung Baru', business_description: 'Coffee',
  website: 'https://warungbaru.test', street_line_1: 'Jl. Sudirman 1', state: 'DKI Jakarta', city: 'Jakarta', postal_code: '10220',
  extra: { [sectionKey('Bank Account Details', 'Indonesian Entity')]: [{ master_field_id: 'mf_bank', value: 'BCA' }] },
  common_company_detail_documents: [doc('NIB', 'PRIMARY'), doc('AKTA', 'MANDATORY')],
  submitted_date: '2026-06-15T08:00:00Z',
};

const product = (facts: Partial<PaymentMethodFacts> = {}): PaymentMethodFacts => ({ product: 'OVO', isEnabled: false, isSubmitted: false, isRejected: false, ...facts });

interface Setup {
  detail?: Partial<ActivationCompanyDetail>;
  country?: Business['country_of_operation'];
  administrator?: boolean;
  progressFails?: boolean;
  products?: PaymentMethodFacts[] | 'fails once';
  visible?: (key: string) => boolean | undefined;
  language?: 'en' | 'id';
}

function renderGetStarted({ detail = {}, country = 'Indonesia', administrator = true, progressFails = false, products = [product()], visible, language }: Setup = {}): FakeHostApi {
  let progress: Record<string, number> = { ...STORED };
  let failures = products === 'fails once' ? 1 : 0;
  // new@warungbaru.test: the administrator of a business that has not gone live, with get-started on.
  const hostApi = remoteHostApi({
    remote: { name: remote.name, translations: { en, id } },
    declaration,
    persona: 'new',
    session: { user: { can_administer: administrator }, business: { country_of_operation: country } },
    hostApi: {
      ...(language ? { language } : {}),
      ...(visible ? { routes: { visible } } : {}),
      gateway: {
        [`GET ${ACTIVATION_API.companyDetail}`]: { ...EMPTY_DETAIL, ...detail },
        [`GET ${ACTIVATION_API.masterFields}`]: { data: ID_FIELDS },
        [`GET ${PAYMENT_METHODS_PATH}`]: () => {
          if (failures-- > 0) throw new GatewayError('SERVER_ERROR', 'down', 500);
          return { data: products === 'fails once' ? [product({ isSubmitted: true })] : products };
        },
        [`GET ${ACTIVATION_API.getStartedStatuses}`]: () => {
          if (progressFails) throw new GatewayError('SERVER_ERROR', 'down', 500);
          return progress;
        },
        [`PATCH ${ACTIVATION_API.getStartedStatuses}`]: ({ body }: FakeGatewayCall) => {
          progress = { ...progress, ...(body as Record<string, number>) };
          return progress;
        },
      },
    },
  });
  render(<ActivationRoot hostApi={hostApi} location={{ pathname: '/get-started', search: '', hash: '' }} />);
  return hostApi;
}

const step = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;
const percentOf = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('value');
const patches = (hostApi: FakeHostApi) => hostApi.gateway.calls.filter((call) => call.method === 'PATCH');
const paymentReads = (hostApi: FakeHostApi) => hostApi.gateway.calls.filter((call) => call.path === PAYMENT_METHODS_PATH);

describe('/get-started: each step as its facts say (issue 42)', () => {
  it('before anything is saved: every step not started, what is left, and a link to where it is done', async () => {
    const hostApi = renderGetStarted();
    expect(await screen.findByRole('progressbar', { name: 'Business documents' })).toHaveAttribute('value', '0');
    expect(screen.getByText('0 of 4 steps done')).toBeInTheDocument();
    // The stored 40 is not a fact: nothing was uploaded.
    expect(within(step('Business documents')).getByText('Not started')).toBeInTheDocument();
    expect(within(step('Business profile')).getByText('Legal name').closest('li')).toHaveTextContent('Left: Legal name');
    expect(within(step('Business profile')).getByText('0 of 5 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in the business profile' })).toHaveAttribute('href', '/activation');
    expect(screen.getByRole('link', { name: 'Activate a payment method' })).toHaveAttribute('href', '/settings/payment-methods');
    expect(screen.queryByRole('heading', { name: 'Establishment details' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Upload the documents' }));
    expect(hostApi.navigations.at(-1)?.path).toBe('/activation');
    expect(patches(hostApi)).toEqual([]);
  });

  it('submitted: the form steps are done, payment methods are not, and only done steps at 0 are patched', async () => {
    const hostApi = renderGetStarted({ detail: SUBMITTED_FORM });
    await waitFor(() => expect(patches(hostApi)).toHaveLength(1));
    // Business documents is at 40, not 0: the spec's rule leaves it; payment methods is at 0 but nobody did it.
    expect(patches(hostApi)[0]!.body).toEqual({ business_profile: 100, bank_account: 100 });
    expect(percentOf('Business profile')).toBe('100');
    expect(within(step('Business documents')).getByText('Done')).toBeInTheDocument();
    expect(within(step('Business documents')).queryByRole('link')).not.toBeInTheDocument();
    expect(percentOf('Payment methods')).toBe('0');
    expect(within(step('Payment methods')).getByText('Ask for a payment method').closest('li')).toHaveTextContent('Left:');
    expect(screen.getByText('3 of 4 steps done')).toBeInTheDocument();
  });

  it('a payment method asked for is half way; a live one completes the onboarding', async () => {
    renderGetStarted({ detail: SUBMITTED_FORM, products: [product({ isSubmitted: true })] });
    expect(await screen.findByRole('progressbar', { name: 'Payment methods' })).toHaveAttribute('value', '50');
    expect(within(step('Payment methods')).getByText('In progress')).toBeInTheDocument();
  });

  it('everything done: the page says so', async () => {
    renderGetStarted({ detail: SUBMITTED_FORM, products: [product({ isEnabled: true })] });
    expect(await screen.findByText('Your onboarding is complete.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('a member who may open neither page: no links, who does it instead, no payment methods read and nothing patched', async () => {
    const hostApi = renderGetStarted({ administrator: false, detail: SUBMITTED_FORM, visible: () => false });
    expect(await within(await screen.findByRole('list', { name: 'Onboarding steps' })).findByText(/Your role cannot see this step/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Payment methods' })).not.toBeInTheDocument();
    expect(paymentReads(hostApi)).toEqual([]);
    expect(patches(hostApi)).toEqual([]);
  });

  it('a member sees where a form step is left and who completes it', async () => {
    renderGetStarted({ administrator: false, visible: (key) => key !== 'activation' });
    expect(await within(await screen.findByRole('list', { name: 'Onboarding steps' })).findAllByText('An administrator of your business completes this step.')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Fill in the business profile' })).not.toBeInTheDocument();
  });

  it('a failed payment methods read is said on its step, with Try again', async () => {
    const hostApi = renderGetStarted({ products: 'fails once' });
    expect(await screen.findByText('The payment methods could not be checked.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Business profile' })).toBeInTheDocument();
    fireEvent.click(within(step('Payment methods')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Payment methods' })).toHaveAttribute('value', '50');
    expect(paymentReads(hostApi)).toHaveLength(2);
  });

  it('in the Philippines establishment details are shown with what they need', async () => {
    renderGetStarted({ country: 'Philippines', detail: { country_of_registration: 'PH', entity_type: 'PH:Corporation' } });
    expect(await screen.findByRole('progressbar', { name: 'Establishment details' })).toHaveAttribute('value', '0');
    expect(within(step('Establishment details')).getByText('SEC registration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in the establishment details' })).toHaveAttribute('href', '/activation');
  });

  it('in Indonesian', async () => {
    renderGetStarted({ language: 'id' });
    expect(await screen.findByRole('progressbar', { name: 'Dokumen bisnis' })).toHaveAttribute('value', '0');
    expect(screen.getByText('0 dari 4 langkah selesai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aktifkan metode pembayaran' })).toBeInTheDocument();
  });

  it('a business not flagged for onboarding is told so', async () => {
    renderGetStarted({ detail: { get_started_page_enabled: false } });
    expect(await screen.findByText('Onboarding is not available for this business.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a failed read shows the error with Retry', async () => {
    renderGetStarted({ progressFails: true });
    expect(await screen.findByText('The onboarding progress could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
