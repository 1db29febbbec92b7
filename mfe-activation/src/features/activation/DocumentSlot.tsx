import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from 'shared-contracts';
import type { CompanyDocument } from 'shared-contracts/areas/activation/activation';
import type { MasterDocument } from 'shared-contracts/areas/activation/activation-documents';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, IDENTIFIER_MESSAGES } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { FileDrop } from 'shared-ui/forms';
import { Select } from 'shared-ui/pickers';
import { useUploadBusinessFile } from '../../api/upload-business-file';
import { UploadStatus } from './UploadStatus';

export interface DocumentSlotProps {
  /** The document types this slot may hold (one: a fixed document; several: the merchant picks). */
  choices: readonly MasterDocument[];
  /** Types other slots hold already, so two slots never hold the same type. */
  taken: readonly string[];
  uploaded: readonly CompanyDocument[];
  label: string;
}

/**
 * One document to upload: its type (when there is a choice) and the file. Type and size are checked
 * before sending (FileDrop, spec 02 §5); any error_code in the answer gives the unexpected-error text.
 * The bar shows the percentage sent when the shell reports it (contracts 2.4.0), else it is indeterminate.
 */
export function DocumentSlot({ choices, taken, uploaded, label }: DocumentSlotProps) {
  const hostApi = useHostApi();
  const { t, i18n } = useTranslation('activation');
  const upload = useUploadBusinessFile(hostApi);
  const held = uploaded.find((document) => choices.some((choice) => choice.doc_type === document.master_document.doc_type) && !taken.includes(document.master_document.doc_type));
  const [docType, setDocType] = useState(held?.master_document.doc_type ?? (choices.length === 1 ? choices[0]!.doc_type : ''));
  const current = uploaded.find((document) => document.master_document.doc_type === docType);
  const labelOf = (choice: MasterDocument) => (i18n.language === 'id' ? choice.multi_language_label.id : choice.multi_language_label.en);
  const chosen = choices.find((choice) => choice.doc_type === docType);

  return (
    <div className="activation-document">
      {choices.length > 1 ? (
        <Select
          label={t('documents.typeOf', { slot: label })}
          required
          placeholder={t('choose')}
          options={choices.filter((choice) => !taken.includes(choice.doc_type)).map((choice) => ({ value: choice.doc_type, label: labelOf(choice) }))}
          value={docType}
          onChange={setDocType}
        />
      ) : null}
      <FileDrop
        label={chosen ? labelOf(chosen) : label}
        required
        disabled={!docType || upload.isPending}
        accept={DOCUMENT_TYPES}
        maxBytes={DOCUMENT_MAX_BYTES}
        problemText={{ size: t(`errors.${IDENTIFIER_MESSAGES.fileMustNotExceed8Mb}`) }}
        fileName={current?.file_name}
        description={t('documents.rules')}
        error={upload.isError ? hostApi.i18n.t(UNEXPECTED_ERROR_KEY) : undefined}
        progress={upload.percent ?? undefined}
        onFile={(file) => upload.mutate({ file, docType })}
      />
      <UploadStatus name={chosen ? labelOf(chosen) : label} pending={upload.isPending} percent={upload.percent} />
    </div>
  );
}
