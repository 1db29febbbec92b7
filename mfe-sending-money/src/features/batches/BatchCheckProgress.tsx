import { useTranslation } from 'react-i18next';
import type { BatchProgress } from 'shared-contracts/areas/sending-money/batch-validation';

/**
 * How far the check of a chosen file is (decision 0075): a progress bar (role progressbar, its value
 * in rows and per cent) and the same in words. The live region says once that the file is being
 * checked — not every step, which would talk over everything — and the result is announced when done.
 */
export function BatchCheckProgress({ fileName, progress }: { fileName: string; progress: BatchProgress | null }) {
  const { t, i18n } = useTranslation('sending-money');
  const locale = i18n.language === 'id' ? 'id-ID' : 'en-US';
  const checked = progress?.checked ?? 0;
  const total = progress?.total ?? 0;
  const percent = total > 0 ? Math.floor((checked / total) * 100) : 0;
  const words = t('batch.progress', { checked: checked.toLocaleString(locale), total: total.toLocaleString(locale), percent });
  return (
    <div className="mdp-sm-progress">
      <p role="status">{t('batch.checking', { name: fileName })}</p>
      {progress ? (
        <>
          <progress className="mdp-progress" max={Math.max(total, 1)} value={checked} aria-label={t('batch.progressLabel')} aria-valuetext={words} />
          <p className="mdp-sm-muted">{words}</p>
        </>
      ) : null}
    </div>
  );
}
