import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IMAGE_TYPES, LOGO_MAX_BYTES, LOGO_MIN_SIZE_PX } from 'shared-contracts/rules';
import { FileDrop, type ImageSizeReader } from './FileDrop';

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

function renderLogo(readSize: ImageSizeReader) {
  const onFile = jest.fn();
  render(<FileDrop label="Logo" accept={IMAGE_TYPES} maxBytes={LOGO_MAX_BYTES} minDimensions={LOGO_MIN_SIZE_PX} onFile={onFile} readSize={readSize} />);
  const choose = (chosen: File) => fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [chosen] } });
  return { onFile, choose };
}

describe('FileDrop', () => {
  const bigEnough: ImageSizeReader = async () => ({ width: 400, height: 300 });

  it('refuses a type it does not accept, naming the accepted ones', async () => {
    const { onFile, choose } = renderLogo(bigEnough);
    choose(file('logo.gif', 'image/gif', 10));
    expect(await screen.findByText('This file type is not accepted. Accepted: JPEG, PNG.')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit', async () => {
    const { onFile, choose } = renderLogo(bigEnough);
    choose(file('logo.png', 'image/png', LOGO_MAX_BYTES + 1));
    expect(await screen.findByText('This file is larger than 1 MB.')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it("says a problem in the caller's own words when it gives them", async () => {
    const onFile = jest.fn();
    render(<FileDrop label="Deed" accept={['application/pdf']} maxBytes={10} problemText={{ size: 'The file must not exceed 8 MB.' }} onFile={onFile} />);
    fireEvent.change(screen.getByLabelText('Deed'), { target: { files: [file('deed.pdf', 'application/pdf', 11)] } });
    expect(await screen.findByText('The file must not exceed 8 MB.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Deed'), { target: { files: [file('deed.png', 'image/png', 5)] } });
    expect(await screen.findByText('This file type is not accepted. Accepted: PDF.')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses an image smaller than the minimum dimensions', async () => {
    const { onFile, choose } = renderLogo(async () => ({ width: 199, height: 400 }));
    choose(file('logo.png', 'image/png', 100));
    expect(await screen.findByText('The image must be at least 200×200 pixels.')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('says so when an image cannot be read', async () => {
    const { choose } = renderLogo(async () => Promise.reject(new Error('corrupt')));
    choose(file('logo.png', 'image/png', 100));
    expect(await screen.findByText('This image could not be read.')).toBeInTheDocument();
  });

  it('hands over a file that passes every rule, and shows upload progress', async () => {
    const { onFile, choose } = renderLogo(bigEnough);
    const good = file('logo.jpg', 'image/jpeg', 100);
    choose(good);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(good));
    render(<FileDrop label="Document" accept={['application/pdf']} maxBytes={10} onFile={onFile} progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute('value', '40');
  });
});
