import { useState, type ReactNode } from 'react';
import { Button } from '../actions/Button';
import { Modal } from './Modal';
import './printable-document.css';

/** One line of a printable document: its label and value in the user's language; `strong` sets it in bold (the amount). */
export interface DocumentRow {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

/** What a receipt or a payment proof shows, on screen, on paper and in its PDF (decision 0026). */
export interface PrintableDocumentContent {
  title: string;
  /** The business's name, shown where there is no logo. */
  businessName: string;
  logo: string | null;
  logoAlt: string;
  rows: readonly DocumentRow[];
  footer: string;
}

export interface PrintableDocumentModalProps {
  /** The dialog's name. */
  title: string;
  labels: { print: string; download: string };
  /** Makes and saves the PDF; the download button is busy until it settles. */
  onDownload: () => Promise<void>;
  /** Called when the user points at or focuses the download: start fetching the PDF code. */
  onDownloadIntent?: () => void;
  onClose: () => void;
  /** False while the document loads or failed: print and download wait. */
  ready?: boolean;
  /** The document (a `PrintableDocument`, or a richer view); only it is printed. */
  children: ReactNode;
}

/** The document as an article: the logo or the business's name, the title, the rows, the footer. */
export function PrintableDocument({ content }: { content: PrintableDocumentContent }): ReactNode {
  return (
    <article className="mdp-document" aria-labelledby="mdp-document-title">
      <header className="mdp-document-head">
        {content.logo ? <img className="mdp-document-logo" src={content.logo} alt={content.logoAlt} /> : <p className="mdp-document-name">{content.businessName}</p>}
        <h3 id="mdp-document-title">{content.title}</h3>
      </header>
      <dl className="mdp-document-rows">
        {content.rows.map((row) => (
          <div key={row.key} data-key={row.key} data-strong={row.strong ? 'true' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mdp-document-footer">{content.footer}</p>
    </article>
  );
}

/**
 * A receipt, a payment proof or a statement in a dialog: printed by the browser with the print
 * stylesheet (only the document, never the page behind it or its buttons), or downloaded as a PDF
 * the remote makes (with `documentPdf` where the document is rows).
 */
export function PrintableDocumentModal({ title, labels, onDownload, onDownloadIntent, onClose, ready = true, children }: PrintableDocumentModalProps) {
  const [making, setMaking] = useState(false);
  const download = async () => {
    setMaking(true);
    try {
      await onDownload();
    } finally {
      setMaking(false);
    }
  };
  return (
    <Modal
      isOpen
      isDismissable
      size="large"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => window.print()} disabled={!ready}>
            {labels.print}
          </Button>
          <Button busy={making} onClick={() => void download()} onPointerEnter={onDownloadIntent} onFocus={onDownloadIntent} disabled={!ready}>
            {labels.download}
          </Button>
        </>
      }
    >
      <div className="mdp-printable">{children}</div>
    </Modal>
  );
}
