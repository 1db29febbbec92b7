import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PrintableDocument, PrintableDocumentModal, type PrintableDocumentModalProps } from './PrintableDocument';
import { RECEIPT_CONTENT as CONTENT } from './printable-document.fixture';

const LABELS = { print: 'Print', download: 'Download PDF' };

function renderModal(props: Partial<PrintableDocumentModalProps> = {}, children: ReactNode = <PrintableDocument content={CONTENT} />) {
  return render(
    <PrintableDocumentModal title={CONTENT.title} labels={LABELS} onDownload={jest.fn()} onClose={jest.fn()} {...props}>
      {children}
    </PrintableDocumentModal>,
  );
}

describe('PrintableDocumentModal', () => {
  it('shows the business name without a logo, each row as a term and its value, and the footer, in a dialog named by the title', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Payment receipt' });
    const article = within(dialog).getByRole('article', { name: 'Payment receipt' });
    expect(within(article).getByText('Toko Ku')).toBeInTheDocument();
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(within(article).getAllByRole('term').map((term) => term.textContent)).toEqual(['External ID', 'Amount']);
    expect(within(article).getByText('Rp 150.000').closest('[data-key]')).toHaveAttribute('data-strong', 'true');
    expect(within(article).getByText('Valid without a signature.')).toBeInTheDocument();
  });

  it('shows the logo with its text alternative when there is one', () => {
    renderModal({}, <PrintableDocument content={{ ...CONTENT, logo: 'https://cdn.example/logo.png' }} />);
    expect(screen.getByRole('img', { name: 'Toko Ku logo' })).toHaveAttribute('src', 'https://cdn.example/logo.png');
  });

  it('prints with the browser, asks for the PDF code on intent, and keeps the download busy until the file is made', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    const onDownload = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDownloadIntent = jest.fn();
    renderModal({ onDownload, onDownloadIntent });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const download = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.focus(download);
    expect(onDownloadIntent).toHaveBeenCalled();
    fireEvent.click(download);
    expect(onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'));
    finish();
    await waitFor(() => expect(download).not.toHaveAttribute('aria-busy', 'true'));
    print.mockRestore();
  });

  it('waits with print and download while the document is not ready', () => {
    renderModal({ ready: false }, <p>Loading…</p>);
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });

  it('closes with Escape', () => {
    const onClose = jest.fn();
    renderModal({ onClose });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
