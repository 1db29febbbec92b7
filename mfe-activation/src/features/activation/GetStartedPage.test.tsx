import { configure, render, screen, waitFor } from '@testing-library/react';
import { GatewayError, type Business } from 'shared-contracts';
import { ACTIVATION_API, type ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import type { FakeGatewayCall, FakeHostApi } from 'shared-contracts/testing';
import { remoteHostApi } from 'shared-contracts/testing/react';
import { EMPTY_DETAIL } from '../../testing/fixtures';
import remote from '../../remote';

// The page's first render loads its chunks and reads the fake gateway: over findBy's 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const { ActivationRoot } = jest.requireActual<typeof import('../../parcel/ActivationRoot')>('../../parcel/ActivationRoot');

const NOT_STARTED = { business_profile: 0, establishment_details: 0, business_documents: 40, bank_account: 0, payment_methods: 0 };

interface Setup {
  detail?: Partial<ActivationCompanyDetail>;
  country?: Business['country_of_operation'];
  administrator?: boolean;
  progressFails?: boolean;
}

function renderGetStarted({ detail = {}, country = 'Indonesia', administrator = true, progressFails = false }: Setup = {}): FakeHostApi {
  let progress: Record<string, number> = { ...NOT_STARTED };
  // new@warungbaru.test: the administrator of a business that has not gone live, with get-started on.
  const hostApi = remoteHostApi({
    remote,
    persona: 'new',
    session: { user: { can_administer: administrator }, business: { country_of_operation: country } },
    hostApi: {
      gateway: {
        [`GET ${ACTIVATION_API.companyDetail}`]: { ...EMPTY_DETAIL, ...detail },
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

const percentOf = (step: string) => screen.getByRole('progressbar', { name: step }).getAttribute('value');
const patches = (hostApi: FakeHostApi) => hostApi.gateway.calls.filter((call) => call.method === 'PATCH');

describe('/get-started', () => {
  it('shows the progress as read before the form is submitted, without establishment details outside the Philippines', async () => {
    const hostApi = renderGetStarted();
    expect(await screen.findByRole('progressbar', { name: 'Business documents' })).toHaveAttribute('value', '40');
    expect(percentOf('Business profile')).toBe('0');
    expect(screen.queryByRole('progressbar', { name: 'Establishment details' })).not.toBeInTheDocument();
    expect(screen.getByText('40% done')).toBeInTheDocument();
    expect(patches(hostApi)).toEqual([]);
  });

  it('once submitted, an administrator patches the steps at 0 to 100 (establishment details skipped in Indonesia)', async () => {
    const hostApi = renderGetStarted({ detail: { submitted_date: '2026-06-15T08:00:00Z' } });
    await waitFor(() => expect(patches(hostApi)).toHaveLength(1));
    expect(patches(hostApi)[0]!.body).toEqual({ business_profile: 100, bank_account: 100, payment_methods: 100 });
    expect(percentOf('Business profile')).toBe('100');
    // A step in progress is not one at 0: it stays as it is.
    expect(percentOf('Business documents')).toBe('40');
  });

  it('in the Philippines establishment details is shown and patched too', async () => {
    const hostApi = renderGetStarted({ country: 'Philippines', detail: { submitted_date: '2026-06-15T08:00:00Z' } });
    await waitFor(() => expect(patches(hostApi)).toHaveLength(1));
    expect(patches(hostApi)[0]!.body).toMatchObject({ establishment_details: 100 });
    expect(percentOf('Establishment details')).toBe('100');
  });

  it('a member who may not patch sees the fixed progress, and nothing is sent', async () => {
    const hostApi = renderGetStarted({ administrator: false, detail: { submitted_date: '2026-06-15T08:00:00Z' } });
    expect(await screen.findByRole('progressbar', { name: 'Payment methods' })).toHaveAttribute('value', '100');
    expect(patches(hostApi)).toEqual([]);
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
