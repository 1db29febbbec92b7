import { render, screen } from '@testing-library/react';
import { HostApiProvider, routePage, useHostApi } from './host-api-context';
import { createFakeHostApi } from '../testing';

function BusinessName() {
  return <p>{useHostApi().session.business?.name ?? 'none'}</p>;
}

describe('HostApiProvider and useHostApi', () => {
  it('hand every component under the remote root the HostApi it was mounted with', () => {
    const hostApi = createFakeHostApi({ session: { business: { name: 'Toko Ku' } as never } });
    render(
      <HostApiProvider hostApi={hostApi}>
        <section>
          <BusinessName />
        </section>
      </HostApiProvider>,
    );
    expect(screen.getByText('Toko Ku')).toBeInTheDocument();
  });

  it('the nearest provider wins, so a part can be given another HostApi', () => {
    const outer = createFakeHostApi({ session: { business: { name: 'Toko Ku' } as never } });
    const inner = createFakeHostApi({ session: { business: { name: 'Manila Mart' } as never } });
    render(
      <HostApiProvider hostApi={outer}>
        <HostApiProvider hostApi={inner}>
          <BusinessName />
        </HostApiProvider>
      </HostApiProvider>,
    );
    expect(screen.getByText('Manila Mart')).toBeInTheDocument();
  });

  it('refuses to answer outside a provider, naming the wiring to fix', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BusinessName />)).toThrow('useHostApi() outside HostApiProvider: wrap the remote root in it');
    jest.restoreAllMocks();
  });

  it('routePage makes a route’s page of a component: the page the shell mounts hands its tree the HostApi', () => {
    const hostApi = createFakeHostApi({ session: { business: { name: 'Toko Ku' } as never } });
    const Page = routePage(BusinessName);
    render(<Page hostApi={hostApi} />);
    expect(screen.getByText('Toko Ku')).toBeInTheDocument();
  });
});
