/**
 * The version of the contract between the shell and its remotes (semver).
 * A remote records the range it was built against in `RemoteModule.contracts`;
 * the shell refuses a remote whose range does not include this version.
 * A breaking change to the platform contract (the `shared-contracts` entry, shown in api-report.md)
 * needs a new major; `shared-contracts/rules`, `/gateway` and `/areas/*` are bundled where used and
 * are not versioned by it (docs/decisions/0016-platform-contract.md).
 */
export const CONTRACTS_VERSION = '2.5.0';
