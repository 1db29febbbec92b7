import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { UploadProgress } from 'shared-contracts';
import { MASTER_DOCUMENTS, UPLOAD_BUSINESS_FILE_PATH } from 'shared-contracts/areas/activation/activation-documents';
import { DOCUMENT_MAX_BYTES } from 'shared-contracts/rules';
import { UI_TEXTS_EN } from 'shared-ui';
import { HostApiProvider } from 'shared-contracts/react';
import { createFakeHostApi, type FakeGatewayCall, type FakeHostApi } from 'shared-contracts/testing';
// Both languages' texts: the remote fetches the Indonesian on demand, a test has it at once.
import { en, id } from '../../translations';
import { ParcelUiTexts } from '../../parcel/ParcelUiTexts';
import { DocumentSlot } from './DocumentSlot';

const NIB = MASTER_DOCUMENTS.ID.find((document) => document.doc_type === 'NIB')!;

/** An upload the test drives: it reports progress through the call's callback, then answers. */
function controlledUpload() {
  let call: FakeGatewayCall | undefined;
  let answer: (value: unknown) => void = () => undefined;
  const route = (made: FakeGatewayCall) => {
    call = made;
    return new Promise((resolve) => {
      answer = resolve;
    });
  };
  return {
    route,
    progress: (progress: UploadProgress) => act(() => call?.onUploadProgress?.(progress)),
    finish: () => act(() => answer({ id: 'file_1', file_name: 'nib.pdf', doc_type: 'NIB' })),
    asked: () => call?.onUploadProgress !== undefined,
  };
}

function renderSlot(hostApi: FakeHostApi) {
  render(
    <I18nextProvider i18n={hostApi.i18n}>
      <ParcelUiTexts>
        <HostApiProvider hostApi={hostApi}>
          <DocumentSlot choices={[NIB]} taken={[]} uploaded={[]} label="NIB" />
        </HostApiProvider>
      </ParcelUiTexts>
    </I18nextProvider>,
  );
}

const choose = () => {
  const file = new File(['%PDF-1.4 test'], 'nib.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText(/NIB \(business identification number\)/), { target: { files: [file] } });
};

const hostApiWith = (upload: ReturnType<typeof controlledUpload>, uploadProgress?: boolean) =>
  createFakeHostApi({
    gateway: { [`POST ${UPLOAD_BUSINESS_FILE_PATH}`]: upload.route },
    translations: { activation: { en, id }, 'shared-ui': { en: UI_TEXTS_EN } },
    ...(uploadProgress === undefined ? {} : { gatewayCapabilities: { uploadProgress } }),
  });

describe('a document upload and its progress', () => {
  it('shows the percentage sent as a progress bar, and 100% once the gateway has the file', async () => {
    const upload = controlledUpload();
    renderSlot(hostApiWith(upload, true));
    choose();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading 0%' });
    expect(upload.asked()).toBe(true);
    upload.progress({ loaded: 450, total: 1000 });
    expect(bar).toHaveAttribute('value', '45');
    expect(bar).toHaveAccessibleName('Uploading 45%');
    expect(screen.getByText('Uploading NIB (business identification number): 45%')).toBeInTheDocument();
    upload.progress({ loaded: 1000, total: 1000 });
    upload.finish();
    await waitFor(() => expect(screen.getByText('NIB (business identification number) uploaded: 100%')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Uploading 100%' })).toHaveAttribute('value', '100');
  });

  it('is indeterminate while the browser cannot tell the size', async () => {
    const upload = controlledUpload();
    renderSlot(hostApiWith(upload, true));
    choose();
    await screen.findByRole('progressbar', { name: 'Uploading 0%' });
    upload.progress({ loaded: 450, total: null });
    expect(screen.getByRole('progressbar', { name: 'Uploading NIB (business identification number)' })).not.toHaveAttribute('value');
  });

  it.each([
    ['a shell from before contracts 2.4.0 (no capabilities)', undefined],
    ['a shell that says it cannot', false],
  ])('with %s: asks for no progress and shows an indeterminate bar until the upload ends', async (_, uploadProgress) => {
    const upload = controlledUpload();
    renderSlot(hostApiWith(upload, uploadProgress));
    choose();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading NIB (business identification number)' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(upload.asked()).toBe(false);
    upload.finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText(/uploaded:/)).not.toBeInTheDocument();
  });

  it("refuses a file over 8 MB with the spec's words and sends nothing", async () => {
    const upload = controlledUpload();
    renderSlot(hostApiWith(upload, true));
    const big = new File(['%PDF-1.4'], 'nib.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.change(screen.getByLabelText(/NIB \(business identification number\)/), { target: { files: [big] } });
    expect(await screen.findByText('The file must not exceed 8 MB.')).toBeInTheDocument();
    expect(upload.asked()).toBe(false);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
