import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { useHostApi } from '../react/host-api-context';
import { PERSONAS, personaSession } from './personas';
import { renderRemote } from './render-remote';

const remote = { name: 'probe', translations: { en: { hello: 'Hello {{name}}' }, id: { hello: 'Halo {{name}}' } } };

function Probe() {
  const hostApi = useHostApi();
  const { user, business, featureFlags } = hostApi.session;
  return (
    <p>
      {hostApi.i18n.t('probe:hello', { name: user?.full_name ?? 'nobody' })} · {business?.name ?? 'no business'} · {featureFlags?.payment_links ? 'links' : 'no links'}
    </p>
  );
}

describe('renderRemote', () => {
  it('renders for the owner of Toko Ku unless told, with the remote’s translations, and hands back the fake HostApi', () => {
    const { hostApi } = renderRemote(<Probe />, { remote });
    expect(screen.getByText('Hello Ayu Pratama · Toko Ku · links')).toBeInTheDocument();
    expect(hostApi.session.user?.email).toBe('owner@tokoku.test');
  });

  it('signs in as the persona named, with the test’s changes and language', () => {
    renderRemote(<Probe />, { remote, persona: 'kilat', session: { business: { name: 'Kilat Baru' } }, hostApi: { language: 'id' } });
    expect(screen.getByText('Halo Oka Kilat · Kilat Baru · no links')).toBeInTheDocument();
  });

  it('can leave everyone signed out', () => {
    renderRemote(<Probe />, { remote, persona: 'signedOut' });
    expect(screen.getByText('Hello nobody · no business · no links')).toBeInTheDocument();
  });

  it('mounts under a route pattern at a path and shows where the remote navigated', () => {
    renderRemote(<Link to="/probe/next?tab=2">Next</Link>, { remote, route: { path: '/probe/start', pattern: '/probe/*' } });
    expect(screen.getByTestId('where')).toHaveTextContent('/probe/start');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/probe/next?tab=2');
  });

  it('hands a root that takes the HostApi as a prop the same HostApi the provider has', () => {
    function Root({ hostApi }: { hostApi: ReturnType<typeof useHostApi> }) {
      return <p>{hostApi === useHostApi() ? 'same' : 'different'}</p>;
    }
    renderRemote((hostApi) => <Root hostApi={hostApi} />, { remote });
    expect(screen.getByText('same')).toBeInTheDocument();
  });
});

describe('personaSession', () => {
  it('is the persona signed in to the business they land in', () => {
    expect(personaSession('viewer')).toMatchObject({
      status: 'signedIn', environment: 'PRODUCTION', liveMode: 'LIVE',
      user: { email: 'viewer@tokoku.test', can_view: true, can_edit: false, can_withdraw: false },
      business: { id: 'biz_tokoku', name: 'Toko Ku' },
      businessSettings: { can_view_disbursement: true, is_xen_platform: true },
    });
    expect(personaSession('new')).toMatchObject({ environment: 'DEVELOPMENT', liveMode: 'NON_LIVE', business: { go_live_status: 'AWAITING_DOCS' } });
    expect(personaSession('manila').business?.country_of_operation).toBe('Philippines');
    expect(personaSession('partner').business?.brand_name).toBe('PARTNER_A');
  });

  it('keeps the flags and settings undecided while pending, and follows staff switched into another business', () => {
    expect(personaSession('owner', { pending: true })).toMatchObject({ featureFlags: undefined, businessSettings: undefined });
    const switched = personaSession('staff', { switchedTo: 'manila' });
    expect(switched.user?.email).toBe('staff@internal.test');
    expect(switched.business?.id).toBe('biz_manila');
    expect(switched.businesses).toHaveLength(12);
    expect(PERSONAS.staff.businesses.map((business) => business.id)).toContain('biz_manila');
  });
});
