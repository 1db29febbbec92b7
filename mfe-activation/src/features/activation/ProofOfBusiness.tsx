import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from 'shared-contracts';
import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { PROOF_OF_BUSINESS } from 'shared-contracts/areas/activation/activation-documents';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, IDENTIFIER_MESSAGES } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { FileDrop } from 'shared-ui/forms';
import { useSaveCompanyDraft } from '../../api/save-company-draft';
import { useUploadBusinessFile } from '../../api/upload-business-file';
import { UploadStatus } from './UploadStatus';

/** A proof of business: uploaded, then saved as the business's proof_of_business_file_id (spec 02 §5). */
export function ProofOfBusiness({ detail }: { detail: ActivationCompanyDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const upload = useUploadBusinessFile(hostApi);
  const save = useSaveCompanyDraft(hostApi);
  const busy = upload.isPending || save.isPending;
  return (
    <div className="activation-document">
      <FileDrop
        label={t('documents.proofOfBusiness')}
        accept={DOCUMENT_TYPES}
        maxBytes={DOCUMENT_MAX_BYTES}
        problemText={{ size: t(`errors.${IDENTIFIER_MESSAGES.fileMustNotExceed8Mb}`) }}
        disabled={busy}
        description={t('documents.rules')}
        fileName={upload.data?.file_name ?? (detail.proof_of_business_file_id ? t('documents.proofSaved') : undefined)}
        error={upload.isError || save.isError ? hostApi.i18n.t(UNEXPECTED_ERROR_KEY) : undefined}
        progress={upload.percent ?? undefined}
        onFile={(file) =>
          upload.mutate({ file, docType: PROOF_OF_BUSINESS }, { onSuccess: (uploaded) => save.mutate({ proof_of_business_file_id: uploaded.id }) })
        }
      />
      <UploadStatus name={t('documents.proofOfBusiness')} pending={busy} percent={upload.percent} />
    </div>
  );
}
