import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type UploadBusinessLogoAnswer } from 'shared-contracts/areas/settings/settings';

/** The file's bytes as base64, in chunks (a spread of a 1 MB array would overflow the call stack). */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** POST /api/upload-business-logo: the gateway checks the bytes again (type, size, 200×200). */
export async function uploadBusinessLogo(gateway: HostApi['gateway'], file: Blob) {
  return gateway.post<UploadBusinessLogoAnswer>(SETTINGS_API.uploadBusinessLogo, { file_content: await toBase64(file) });
}

/** After the upload the shell re-reads the business, so the header shows the new logo without a reload. */
export function useUploadBusinessLogo(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: async (file: Blob) => {
        const answer = await uploadBusinessLogo(hostApi.gateway, file);
        await hostApi.refreshSession();
        return answer;
      },
    },
    hostApi.queryClient,
  );
}
