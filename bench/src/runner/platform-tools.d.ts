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
  }): Promise<{ close(): Promise<void> }>;
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
