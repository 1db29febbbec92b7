import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { UPLOAD_BUSINESS_FILE_PATH, type UploadedBusinessFile } from 'shared-contracts/areas/activation-documents';
import { activationKeys } from './activation-keys';

export interface BusinessFileUpload {
  file: File;
  docType: string;
}

/** POST /api/upload_business_file: a form with file_content and doc_type (spec 02 §5, §7). */
export function uploadBusinessFile(gateway: HostApi['gateway'], { file, docType }: BusinessFileUpload) {
  const form = new FormData();
  form.append('doc_type', docType);
  form.append('file_content', file, file.name);
  return gateway.post<UploadedBusinessFile>(UPLOAD_BUSINESS_FILE_PATH, form);
}

/** After an upload the saved form is read again: it lists the business's documents. */
export function useUploadBusinessFile(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (upload: BusinessFileUpload) => uploadBusinessFile(hostApi.gateway, upload),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: activationKeys.companyDetail() }),
    },
    hostApi.queryClient,
  );
}
