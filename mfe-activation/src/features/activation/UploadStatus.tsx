import { useTranslation } from 'react-i18next';
import { LoadingBar } from 'shared-ui';

export interface UploadStatusProps {
  /** The document's name, as its field is labelled. */
  name: string;
  pending: boolean;
  /** From useUploadBusinessFile: null when the shell reports no progress. */
  percent: number | null;
}

/**
 * The upload's state in words beside FileDrop's bar (which carries the progressbar semantics): the
 * percentage while sending and once sent; an indeterminate bar from a shell without upload progress.
 */
export function UploadStatus({ name, pending, percent }: UploadStatusProps) {
  const { t } = useTranslation('activation');
  if (percent === null) return pending ? <LoadingBar label={t('documents.uploading', { name })} /> : null;
  return (
    <p className="activation-upload-status">
      {pending ? t('documents.uploadingPercent', { name, percent }) : t('documents.uploaded', { name, percent })}
    </p>
  );
}
