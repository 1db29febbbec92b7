/**
 * The version of the contract between the shell and its remotes (semver): this entry of
 * shared-contracts, the one federated singleton, and the declaration format of `shared-contracts/registry`.
 * A remote records the range it was built against in `RemoteModule.contracts`; the shell loads a
 * remote whose range includes this version, or the one earlier major it still serves through an
 * adapter (LEGACY_CONTRACTS_VERSION in shared-contracts/registry), and refuses any other.
 * A breaking change (a name removed or narrowed in the API report) needs a new major
 * (docs/decisions/0016-platform-contract.md, 0045-contracts-3.md).
 */
export const CONTRACTS_VERSION = '3.1.0';
