import { render, screen, waitFor, within } from '@testing-library/react';
import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { ACTIVATION_API } from 'shared-contracts/areas/activation/activation';
import { GatewayError } from 'shared-contracts';
import { createFakeHostApi, type FakeHostApi } from 'shared-contracts/testing';
import { activationGateway } from '../../testing/fixtures';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';

const { ActivationRoot } = jest.requireActual<typeof import('../../parcel/ActivationRoot')>('../../parcel/ActivationRoot');

const SUBMITTED: Partial<ActivationCompanyDetail> = {
  go_live_status: 'PENDING_VERIFICATION',
  kyc_verification_status: 'DATA_PROVIDED',
  submitted_date: '2026-03-06T09:30:00.000Z',
  review: { review_days: 3, expected_by: '2026-03-11', documents_request: null },
  entity_type: 'Indonesian Entity',
  country_of_registration: 'ID',
  legal_name: 'PT Warung Baru',
  website: 'https://warungbaru.test',
  common_company_detail_documents: [
    { id: 'f1', file_name: 'nib.pdf', master_document: { doc_type: 'NIB', document_type: 'PRIMARY', multi_language_label: { en: 'NIB', id: 'NIB' } } },
  ],
};

/** Sent back by the review with a request for documents. */
const ASKED: Partial<ActivationCompanyDetail> = {
  ...SUBMITTED,
  go_live_status: 'AWAITING_DOCS',
  kyc_verification_status: 'AWAITING_DATA',
  review: { review_days: 3, expected_by: '2026-03-11', documents_request: { note: 'A clearer scan of the NIB.', requested_at: '2026-03-09T10:00:00Z' } },
};

function renderAt(pathname: string, detail: Partial<ActivationCompanyDetail>, language: 'en' | 'id' = 'en'): FakeHostApi {
  const hostApi = createFakeHostApi({ gateway: activationGateway(detail), translations: { activation: { en, id } }, language });
  render(<ActivationRoot hostApi={hostApi} location={{ pathname, search: '', hash: '' }} />);
  return hostApi;
}

describe('the activation status page (issue 41 §2)', () => {
  it('says a submitted form is in review: when it was sent, the expected end, what was sent, what happens next', async () => {
    renderAt('/activation/ongoing-activation', SUBMITTED);
    expect(screen.getByRole('heading', { level: 1, name: 'Activation status' })).toBeInTheDocument();
    expect(await screen.findByText('We are reviewing your activation')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Form submittedDoneSubmitted on 06\/03\/2026\.$/),
      expect.stringMatching(/^ReviewIn progressA review usually takes 3 working days: expected by 11\/03\/2026\.$/),
      expect.stringMatching(/^LiveNext/),
    ]);
    const summary = screen.getByRole('region', { name: 'What you submitted' });
    expect(summary).toHaveTextContent('PT Warung Baru');
    expect(summary).toHaveTextContent('Indonesia');
    expect(summary).toHaveTextContent('NIB: nib.pdf');
    expect(screen.getByRole('region', { name: 'If we ask for documents' })).toBeInTheDocument();
    // Nothing for the merchant to do: no button opens the form.
    expect(screen.queryByRole('button', { name: /activation form|Upload/ })).not.toBeInTheDocument();
  });

  it('shows what the review asks for and opens the form to upload it', async () => {
    const hostApi = renderAt('/activation/ongoing-activation', ASKED);
    expect(await screen.findByText('We need more documents from you')).toBeInTheDocument();
    const request = screen.getByRole('region', { name: 'What the review asks for' });
    expect(request).toHaveTextContent('A clearer scan of the NIB.');
    expect(request).toHaveTextContent('Asked on 09/03/2026.');
    expect(within(screen.getByRole('list', { name: 'Progress' })).getByText('Needs your action')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Upload the documents' }).click();
    expect(hostApi.navigations.at(-1)?.path).toBe('/activation');
  });

  it('tells an instant-live business it accepts payments meanwhile', async () => {
    renderAt('/activation/ongoing-activation', { ...SUBMITTED, go_live_status: 'INSTANT_LIVE_PENDING_VERIFICATION', kyc_verification_status: 'REVIEWING_DOCS' });
    expect(await screen.findByText(/you can accept payments while we verify/)).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    renderAt('/activation/ongoing-activation', SUBMITTED, 'id');
    expect(screen.getByRole('heading', { level: 1, name: 'Status aktivasi' })).toBeInTheDocument();
    expect(await screen.findByText(/diperkirakan selesai pada 11\/03\/2026/)).toBeInTheDocument();
  });

  it('offers to try again when the status cannot be read', async () => {
    const gateway = activationGateway(SUBMITTED);
    gateway[`GET ${ACTIVATION_API.companyDetail}`] = () => {
      throw new GatewayError('SERVER_ERROR', 'down', 500);
    };
    const hostApi = createFakeHostApi({ gateway, translations: { activation: { en, id } } });
    render(<ActivationRoot hostApi={hostApi} location={{ pathname: '/activation/ongoing-activation', search: '', hash: '' }} />);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The activation status could not be loaded.');
  });
});

describe('the activation form once submitted', () => {
  it('sends a business under review to the status page', async () => {
    const hostApi = renderAt('/activation', SUBMITTED);
    await waitFor(() => expect(hostApi.navigations).toContainEqual({ path: '/activation/ongoing-activation', options: { replace: true } }));
  });

  it('keeps the form open for a business asked for documents, with the request above it', async () => {
    const hostApi = renderAt('/activation', ASKED);
    expect(await screen.findByText('A clearer scan of the NIB.')).toBeInTheDocument();
    expect(hostApi.navigations).toEqual([]);
  });
});
