// Types of the platform-tools modules the benchmark imports (they are plain .mjs); ports.mjs has
// its own (platform-tools/ports.d.mts).

declare module 'platform-tools/serve' {
  export function serveStatic(options: {
    name: string;
    root: string;
    port: number;
    host?: string;
    corsOrigins?: string[];
    spa?: boolean;
    /** The gateway that /api is proxied to. */
    apiUpstream?: string;
    /** Documents answered from memory, by path (`/remotes.json`, `/deployment.json`). */
    runtimeConfig?: Record<string, unknown>;
    /** The registry in force: its origins are the page's Content Security Policy. */
    registry?: import('shared-contracts').RemotesRegistry;
    /** The registry of a request's session (its release cohort), in the page and /remotes.json. */
    registryFor?: (request: { headers: { cookie?: string } }) => Promise<import('shared-contracts').RemotesRegistry>;
  }): Promise<{ close(): Promise<void> }>;
}

declare module 'platform-tools/releases/cohort-registry' {
  import type { RemotesRegistry } from 'shared-contracts/registry';

  /** The release cohort a session's cookie names (business and email domain), or undefined. */
  export function cohortCookie(cookieHeader: string | undefined): string | undefined;
  export function createCohortRegistry(options: { registry: RemotesRegistry; flagsFile: string; log?: (line: string) => void }): {
    registryFor(cookie: string | undefined): Promise<RemotesRegistry>;
  };
}

declare module 'platform-tools/releases/flags' {
  export const FLAGS_FILE: string;
  export const FLAGD_SCHEMA: string;
  export function flagKey(remote: string): string;
  export function flagOf(
    state: { stable: string | null; canary: string | null; percent: number; staff: boolean; businesses: string[] },
    releaseOf: (version: string) => unknown,
    staffDomains: string[],
  ): unknown;
  export function writeFlagFile(dir: string, definitions: unknown): string;
}

declare module 'platform-tools/deployment' {
  /** The shell's deployment.json, from DASHBOARD_* variables; `{}` gives the defaults. */
  export function deploymentFromEnv(env?: Record<string, string | undefined>): unknown;
}

declare module 'platform-tools/registry' {
  import type { RemotesRegistry } from 'shared-contracts/registry';

  export function registryFromEnv(env?: Record<string, string | undefined>): RemotesRegistry;
}

declare module 'platform-tools/build' {
  /** Production-builds what is out of date; resolves to {target: seconds} for those built. */
  export function buildOutOfDate(options?: { force?: boolean; log?: (message: string) => void }): Promise<Record<string, number>>;
}

declare module 'platform-tools/build-targets' {
  export const ROOT: string;
  export const STAMP: string;
  export const BUILD_TARGETS: readonly string[];
  export function inputHash(target: string): string;
  export function isUpToDate(target: string): boolean;
}
