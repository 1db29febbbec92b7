import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IMAGE_TYPES, LOGO_MAX_BYTES, LOGO_MIN_SIZE_PX } from 'shared-contracts/rules';
import { UiTextProvider } from '../texts/UiTextProvider';
import { UI_TEXTS_ID, interpolate, type Translate } from '../texts/ui-texts';
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

  it('accepts a file by its name ending, whatever type the system gives it (a CSV file)', async () => {
    const onFile = jest.fn();
    render(<FileDrop label="Batch file (CSV)" accept={['.csv', 'text/csv']} maxBytes={100} onFile={onFile} />);
    const input = screen.getByLabelText('Batch file (CSV)');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    for (const chosen of [file('salaries.csv', 'application/vnd.ms-excel', 5), file('SALARIES.CSV', '', 5)]) {
      fireEvent.change(input, { target: { files: [chosen] } });
      await waitFor(() => expect(onFile).toHaveBeenLastCalledWith(chosen));
    }
    fireEvent.change(input, { target: { files: [file('salaries.xlsx', 'application/vnd.ms-excel', 5)] } });
    expect(await screen.findByText('This file type is not accepted. Accepted: CSV.')).toBeInTheDocument();
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('draws its own button and words, so the browser’s “Choose File / No file chosen” never shows', () => {
    render(<FileDrop label="Document" accept={['application/pdf']} maxBytes={10} onFile={jest.fn()} />);
    const input = screen.getByLabelText('Document');
    expect(input).toHaveClass('mdp-file-input'); // transparent, over the whole drop area (inputs.css)
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(screen.getByText('or drop it here')).toBeInTheDocument();
  });

  it('speaks Bahasa Indonesia, with the chosen file’s name', async () => {
    const indonesian: Translate = (key, values) => interpolate(UI_TEXTS_ID[key], values);
    render(
      <UiTextProvider translate={indonesian} locale="id-ID">
        <FileDrop label="Berkas batch (CSV)" accept={['.csv']} maxBytes={10} onFile={jest.fn()} fileName="gaji.csv" onClear={jest.fn()} />
      </UiTextProvider>,
    );
    expect(screen.getByText('Pilih berkas')).toBeInTheDocument();
    expect(screen.getByText('atau letakkan di sini')).toBeInTheDocument();
    expect(screen.getByText('gaji.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus berkas' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Berkas batch (CSV)'), { target: { files: [file('gaji.txt', 'text/plain', 5)] } });
    expect(await screen.findByText('Jenis berkas ini tidak diterima. Yang diterima: CSV.')).toBeInTheDocument();
  });

  it('is one stop of the keyboard: the labelled native input, focusable, and out of the way when disabled', () => {
    const { rerender } = render(<FileDrop label="Document" accept={['application/pdf']} maxBytes={10} onFile={jest.fn()} />);
    const input = screen.getByLabelText('Document');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('tabindex');
    input.focus();
    expect(input).toHaveFocus();
    rerender(<FileDrop label="Document" accept={['application/pdf']} maxBytes={10} onFile={jest.fn()} disabled />);
    expect(screen.getByLabelText('Document')).toBeDisabled();
  });

  it('takes a dropped file through the same rules', async () => {
    const onFile = jest.fn();
    render(<FileDrop label="Document" accept={['application/pdf']} maxBytes={10} onFile={onFile} />);
    const zone = screen.getByLabelText('Document').parentElement!;
    fireEvent.dragOver(zone);
    expect(zone).toHaveAttribute('data-over', 'true');
    const dropped = file('deed.pdf', 'application/pdf', 5);
    fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(dropped));
    expect(zone).not.toHaveAttribute('data-over');
  });
});
