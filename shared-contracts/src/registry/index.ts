/**
 * `shared-contracts/registry`: the runtime registry (`/remotes.json`) and the declaration format a
 * remote publishes (`declaration.json`), how the shell reads them, which remote owns a path, and
 * which contracts ranges the shell serves. Used by the shell, the platform's tools and the tests;
 * bundled where it is used. The declaration format is part of the contract: CONTRACTS_VERSION
 * versions it (docs/decisions/0019-remote-declarations.md, 0045-contracts-3.md).
 */
export type { Compatibility } from './compatibility';
export { LEGACY_CONTRACTS_VERSION, checkContracts } from './compatibility';
export type {
  GateDeclaration,
  MenuEntryDeclaration,
  PageDeclaration,
  PaletteEntryDeclaration,
  RemoteDeclaration,
  RouteDeclaration,
} from './declaration';
export { ROUTE_KEY, parseDeclaration } from './declaration';
export type { ParseResult } from './parse-result';
export type { RegistryEntry, ReleaseCohort, RemotesRegistry } from './registry';
export { containerName, isHttpUrl, isIntegrity, parseRegistry } from './registry';
export type { RemoteRouteMatch } from './remote-routes';
export { remoteForPath, routeMatches, slotFillers } from './remote-routes';
