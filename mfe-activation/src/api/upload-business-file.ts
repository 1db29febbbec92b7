import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { HostApi, UploadProgress } from 'shared-contracts';
import { UPLOAD_BUSINESS_FILE_PATH, type UploadedBusinessFile } from 'shared-contracts/areas/activation/activation-documents';
import { uploadPercent } from '../rules/upload-progress';
import { activationKeys } from './activation-keys';

export interface BusinessFileUpload {
  file: File;
  docType: string;
}

/**
 * POST /api/upload_business_file: a form with file_content and doc_type (spec 02 §5, §7). With
 * `onProgress`, the shell's transport reports the body as it is sent (contracts 2.4.0).
 */
export function uploadBusinessFile(gateway: HostApi['gateway'], { file, docType }: BusinessFileUpload, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('doc_type', docType);
  form.append('file_content', file, file.name);
  return gateway.post<UploadedBusinessFile>(UPLOAD_BUSINESS_FILE_PATH, form, onProgress ? { onUploadProgress: onProgress } : undefined);
}

/**
 * Whether the shell's transport reports upload progress. A shell before contracts 2.4.0 has no
 * `capabilities`: read as no, and the upload shows an indeterminate bar as before
 * (docs/decisions/0033-upload-progress-and-new-tags.md). Read here, not through a helper of the
 * `shared-contracts` singleton, which an older shell would provide without it.
 */
export const reportsUploadProgress = (gateway: HostApi['gateway']): boolean => gateway.capabilities?.uploadProgress === true;

/**
 * The upload, and how far it is: `percent` is null while the shell cannot tell (an indeterminate bar),
 * 0-100 while sending, and stays 100 after a successful upload. After an upload the saved form is read
 * again: it lists the business's documents.
 */
export function useUploadBusinessFile(hostApi: HostApi) {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation(
    {
      mutationFn: (upload: BusinessFileUpload) => {
        const reports = reportsUploadProgress(hostApi.gateway);
        setPercent(reports ? 0 : null);
        return uploadBusinessFile(hostApi.gateway, upload, reports ? (progress) => setPercent(uploadPercent(progress)) : undefined);
      },
      onSuccess: () => {
        if (reportsUploadProgress(hostApi.gateway)) setPercent(100);
        return hostApi.queryClient.invalidateQueries({ queryKey: activationKeys.companyDetail() });
      },
      onError: () => setPercent(null),
    },
    hostApi.queryClient,
  );
  return { ...mutation, percent };
}
