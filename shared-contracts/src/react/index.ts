/**
 * `shared-contracts/react`: the kit every remote bundles (not a federation singleton): the HostApi
 * context, links by route key, the palette's requested actions, saving a file. It imports only the singleton's types.
 */
export { HostApiProvider, routePage, useHostApi } from './host-api-context';
export { RouteLink, type RouteLinkProps } from './RouteLink';
export { saveFile } from './save-file';
export { useFlashedProblems } from './use-flashed-problems';
export { useRequestedAction } from './use-requested-action';
