import declaration from '../declaration.json';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { ParcelProps } from 'shared-contracts';
import { createFakeHostApi, remoteContractProblems, type FakeHostApi } from 'shared-contracts/testing';
import remote from './remote';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from './translations';
import { activationGateway } from './testing/fixtures';
import { waitFor } from '@testing-library/react';


describe('activation ./remote', () => {
  it('is called "activation" and mounts as parcel', () => {
    expect(remote.name).toBe('activation');
    expect(remote.mount).toBe('parcel');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('activation parcel', () => {
  type Props = ParcelProps & { domElement: HTMLElement };

  let config: ParcelConfig<ParcelProps>;
  let hostApi: FakeHostApi;
  let domElement: HTMLElement;

  function at(pathname: string): ParcelProps['location'] {
    return { pathname, search: '', hash: '' };
  }

  function heading(): string | null | undefined {
    return domElement.querySelector('h1')?.textContent;
  }

  function mount(location: ParcelProps['location'], api: FakeHostApi = hostApi): Parcel<Props> {
    return mountRootParcel<Props>(config as unknown as ParcelConfig<Props>, { domElement, hostApi: api, location });
  }

  beforeAll(async () => {
    config = (await remote.lifecycles()) as unknown as ParcelConfig<ParcelProps>;
  });

  beforeEach(() => {
    hostApi = createFakeHostApi({ gateway: activationGateway(), translations: { activation: { en, id } } });
    domElement = document.createElement('div');
    document.body.appendChild(domElement);
  });

  afterEach(() => {
    domElement.remove();
  });

  it('mounts and unmounts 20 times without leaving anything behind, updating the page on each location change', async () => {
    const baseline = document.body.querySelectorAll('*').length;
    for (let cycle = 0; cycle < 20; cycle += 1) {
      const parcel = mount(at('/activation'));
      await parcel.mountPromise;
      expect(parcel.getStatus()).toBe('MOUNTED');
      expect(heading()).toBe('Activation');

      await parcel.update!({ domElement, hostApi, location: at('/get-started') });
      expect(heading()).toBe('Get started');

      await parcel.unmount();
      expect(parcel.getStatus()).toBe('NOT_MOUNTED');
      expect(domElement).toBeEmptyDOMElement();
      expect(domElement.childNodes).toHaveLength(0);
      expect(document.body.querySelectorAll('*').length).toBeLessThanOrEqual(baseline);
    }
    expect(hostApi.reportedErrors).toEqual([]);
    // Each cycle renders the real lead qualification form (seven pickers) in jsdom: about 0.6 s.
  }, 30_000);

  it('shows the "Activation" heading while mounted at /activation', async () => {
    const parcel = mount(at('/activation'));
    await parcel.mountPromise;
    expect(heading()).toBe('Activation');
    // The form loads its saved state from the gateway, then asks the lead qualification questions.
    await waitFor(() => expect(domElement.querySelector('h2')?.textContent).toBe('About your business'));
    expect(domElement.querySelector('nav[aria-label="Activation progress"]')).not.toBeNull();
    await parcel.unmount();
  });

  it('shows "Get started" after an update to /get-started, and follows later updates', async () => {
    const parcel = mount(at('/activation'));
    await parcel.mountPromise;
    await parcel.update!({ domElement, hostApi, location: at('/get-started') });
    expect(heading()).toBe('Get started');
    await parcel.update!({ domElement, hostApi, location: at('/activation/ongoing-activation') });
    expect(heading()).toBe('Activation status');
    await parcel.unmount();
  });

  it.each([
    ['/activation-ph-individual', 'Activation for individuals in the Philippines'],
    ['/activation/ongoing-activation', 'Activation status'],
    ['/get-started', 'Get started'],
    ['/activation/does-not-exist', 'Page not found'],
  ])('renders %s with the heading "%s"', async (pathname, title) => {
    const parcel = mount(at(pathname));
    await parcel.mountPromise;
    expect(heading()).toBe(title);
    await parcel.unmount();
  });

  it('speaks the shell language', async () => {
    const indonesian = createFakeHostApi({ language: 'id', translations: { activation: { en, id } } });
    const parcel = mount(at('/activation'), indonesian);
    await parcel.mountPromise;
    expect(heading()).toBe('Aktivasi');
    await parcel.unmount();
  });

  it('contains a render failure: reports it to the shell and shows its own alert, then unmounts cleanly', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // A shell that forgot the location prop: the parcel's router cannot render.
      const parcel = mountRootParcel<Props>(config as unknown as ParcelConfig<Props>, {
        domElement,
        hostApi,
        location: undefined as unknown as ParcelProps['location'],
      });
      await parcel.mountPromise;

      const alert = domElement.querySelector('[role="alert"]');
      expect(alert).toHaveTextContent('Activation could not be shown.');
      expect(hostApi.reportedErrors).toHaveLength(1);
      expect(hostApi.reportedErrors[0]!.context).toEqual({ remote: 'activation', phase: 'render' });
      expect(hostApi.reportedErrors[0]!.error).toBeInstanceOf(Error);

      // The next location the shell sends renders again; the failure was reported once only.
      await parcel.update!({ domElement, hostApi, location: at('/activation') });
      await parcel.update!({ domElement, hostApi, location: at('/get-started') });
      expect(hostApi.reportedErrors).toHaveLength(1);
      expect(heading()).toBe('Get started');

      await parcel.unmount();
      expect(domElement).toBeEmptyDOMElement();
    } finally {
      consoleError.mockRestore();
    }
  });
});
