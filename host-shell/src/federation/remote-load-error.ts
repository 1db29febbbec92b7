/** Why a remote could not be used; the failure panel names the remote, the report carries the detail. */
export type RemoteFailureKind = 'unavailable' | 'timeout' | 'incompatible' | 'invalid';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: string,
    readonly kind: RemoteFailureKind,
    detail: string,
  ) {
    super(`${remote}: ${detail}`);
  }
}
