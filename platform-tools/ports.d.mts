// Types of ports.mjs for the TypeScript that imports it (the bench's runner, the e2e setup).

/** A service of platform-tools/catalogue.json. How a remote mounts is in its declaration.json, not here. */
export interface Service {
  name: string;
  package: string;
  env: string;
  port: number;
  devPort: number;
}

export declare const SERVICES: readonly Service[];
export declare const REMOTES: readonly Service[];
export declare const GATEWAY: Omit<Service, 'devPort'>;
export declare function containerNameOf(name: string): string;
export declare function gatewayPort(env?: Record<string, string | undefined>): number;
export declare function portOf(name: string, env?: Record<string, string | undefined>): number;
export declare function devPortOf(name: string, env?: Record<string, string | undefined>): number;
