/**
 * `shared-contracts/react`: the kit every remote bundles (not a federation singleton): the HostApi
 * context, the palette's requested actions, saving a file. It imports only the singleton's types.
 */
export { HostApiProvider, useHostApi } from './host-api-context';
export { saveFile } from './save-file';
export { useRequestedAction } from './use-requested-action';
