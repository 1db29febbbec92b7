import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { renderSettings } from '../../testing/render';

// jsdom has no image decoder: the browser's size check is given a reader (FileDrop's own tests cover it).
jest.mock('shared-ui/forms', () => {
  const actual = jest.requireActual<typeof import('shared-ui/forms')>('shared-ui/forms');
  const { FileDrop } = actual;
  return {
    ...actual,
    FileDrop: (props: Parameters<typeof FileDrop>[0]) => <FileDrop {...props} readSize={async () => ({ width: 240, height: 240 })} />,
  };
});

// jsdom's Blob has no arrayBuffer(); the browser's has.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
}

const KEY = `POST ${SETTINGS_API.uploadBusinessLogo}`;
const choose = (bytes = 1000) =>
  fireEvent.change(screen.getByLabelText(/^New logo/), { target: { files: [new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' })] } });

describe('the business profile page', () => {
  it('shows the business details', async () => {
    renderSettings({ path: '/settings/business-profile' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Business details' })).toBeInTheDocument();
    expect(screen.getByText('finance@tokoku.test')).toBeInTheDocument();
  });

  it('uploads a logo that passes the checks, then asks the shell to re-read the session', async () => {
    const { hostApi } = renderSettings({ path: '/settings/business-profile', gateway: { [KEY]: { logo: '/api/business-logo/biz_tokoku?v=1' } } });
    choose();
    await waitFor(() => expect(hostApi.sessionRefreshes.count).toBe(1));
    const call = hostApi.gateway.calls.find((c) => c.method === 'POST');
    expect((call?.body as { file_content: string }).file_content).toMatch(/^A+=*$/);
    expect(hostApi.shownToasts).toContainEqual({ text: 'The new logo is saved.', tone: 'success' });
  });

  it('shows the gateway’s refusal in the browser check’s words', async () => {
    const { hostApi } = renderSettings({
      path: '/settings/business-profile',
      gateway: {
        [KEY]: () => {
          throw new GatewayError('API_VALIDATION_ERROR', 'x', 400, undefined, [{ field: 'file_content', message: 'image dimension at least 200x200px' }]);
        },
      },
    });
    choose();
    expect(await screen.findByText('The image must be at least 200×200 pixels.')).toBeInTheDocument();
    expect(hostApi.sessionRefreshes.count).toBe(0);
  });

  it('refuses a file over 1 MB before sending it', async () => {
    const { hostApi } = renderSettings({ path: '/settings/business-profile' });
    choose(1_048_577);
    expect(await screen.findByText('This file is larger than 1 MB.')).toBeInTheDocument();
    expect(hostApi.gateway.calls).toEqual([]);
  });

  it('lets only an administrator change the logo', () => {
    renderSettings({ path: '/settings/business-profile', persona: 'viewer' });
    expect(screen.getByText('An administrator of this business can change the logo.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New logo/)).not.toBeInTheDocument();
  });
});
