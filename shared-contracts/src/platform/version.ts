/**
 * The version of the contract between the shell and its remotes (semver).
 * A remote records the range it was built against in `RemoteModule.contracts`;
 * the shell refuses a remote whose range does not include this version.
 * A breaking change to anything exported from shared-contracts needs a new major.
 */
export const CONTRACTS_VERSION = '1.2.0';
