import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from 'shared-contracts/react';
import { Button, CopyButton, Skeleton } from 'shared-ui';

const QrCode = lazy(() => import('./QrCode'));

/** Saves the QR code as an SVG file (spec 01 §2 /qr-code-download). */
async function downloadQr(url: string, name: string) {
  const { qrSvg, svgDocument } = await import('./QrCode');
  saveFile(`${name}.svg`, 'image/svg+xml', svgDocument(qrSvg(url)));
}

/** The customer's URL: shown, copied, and as a QR code (drawn in its own chunk, loaded when shown). */
export function ShareLink({ url, name, withQr = true }: { url: string; name: string; withQr?: boolean }) {
  const { t } = useTranslation('getting-paid');
  return (
    <div className="mdp-gp-share">
      <p className="mdp-gp-url">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      </p>
      <div className="mdp-gp-actions">
        <CopyButton value={url} label={t('share.copy')} copiedLabel={t('share.copied')} accessibleLabel={t('share.copyLabel', { name })} />
        {withQr ? (
          <Button variant="secondary" onClick={() => void downloadQr(url, name)}>
            {t('share.downloadQr')}
          </Button>
        ) : null}
      </div>
      {withQr ? (
        <Suspense fallback={<Skeleton label={t('share.qrLoading')} lines={3} />}>
          <QrCode value={url} label={t('share.qrLabel', { name })} />
        </Suspense>
      ) : null}
    </div>
  );
}
