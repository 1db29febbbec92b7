import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Environment } from 'shared-contracts';

/** One address of a name, as getaddrinfo answers it (and as a connection is opened to it). */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to; none when it does not resolve. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where the gateway may send a callback (issue 43 §5; docs/security.md). */
export interface CallbackTargetPolicy {
  /** CALLBACK_TEST_RECEIVERS: the origins a test-mode callback may reach besides the sandbox's own receiver. */
  testReceivers: readonly string[];
  resolve: ResolveHost;
}

/**
 * Where one callback goes: the sandbox's own receiver (nothing is contacted), one checked address
 * (the connection is opened to it and to nothing else), or nowhere.
 */
export type CallbackTarget =
  | { kind: 'sandbox-receiver' }
  | { kind: 'address'; url: URL; address: ResolvedAddress }
  | { kind: 'refused' };

/** One message per mode, whatever the reason: the answer must not say what a name resolves to. */
export const REFUSED_TARGET_MESSAGE: Record<Environment, string> = {
  PRODUCTION: 'must reach a public internet address: loopback, private, link-local, metadata and reserved addresses are refused',
  DEVELOPMENT: "in test mode must be the sandbox's own receiver (an .example address) or one of its configured test receivers",
};

/** How long a name may take to resolve; a slower one is treated as one that does not resolve. */
const RESOLVE_TIMEOUT_MS = 2_000;

/** getaddrinfo, as node's own connections use it: the hosts file, then DNS; every address, in its order. */
export const systemResolver: ResolveHost = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<[]>((resolve) => {
    timer = setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
    return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
};

/** Public unicast addresses that still reach a cloud host's internals. */
const ALSO_REFUSED: Parameters<typeof ipaddr.subnetMatch>[1] = {
  refused: [
    // Azure's host endpoint (wireserver), answered on every virtual machine.
    ipaddr.parseCIDR('168.63.129.16/32'),
    // IPv4-compatible IPv6 (deprecated, RFC 4291): ::127.0.0.1 is loopback in disguise.
    ipaddr.parseCIDR('::/96'),
  ],
};

/**
 * A public unicast address: ipaddr.js's `unicast` range, which leaves out loopback, private,
 * link-local (169.254.169.254, the metadata address, among them), unique-local (fd00:ec2::254),
 * carrier-grade NAT, multicast, broadcast, unspecified and every reserved and translation block
 * (NAT64, 6to4, Teredo); an IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  return address.range() === 'unicast' && ipaddr.subnetMatch(address, ALSO_REFUSED, 'public') === 'public';
}

/**
 * Names that never lead to the internet, refused before any lookup: single-label names (resolved
 * through the search domains, so inside: `metadata`, `intranet`), `localhost` (RFC 6761), mDNS's
 * `.local`, `.internal` (private use: `metadata.google.internal`), `.home.arpa` and Google's
 * `metadata.goog`.
 */
function isInsideName(hostname: string): boolean {
  if (!hostname.includes('.')) return true;
  return ['.localhost', '.local', '.internal', '.home.arpa'].some((suffix) => hostname.endsWith(suffix)) || hostname === 'metadata.goog';
}

/** RFC 2606's documentation names: never resolved, never contacted; the sandbox answers them itself. */
export const isSandboxReceiver = (hostname: string): boolean => hostname === 'example' || hostname.endsWith('.example');

/** The addresses of the URL's host: a literal is itself; a name is looked up once. */
async function addressesOf(hostname: string, resolve: ResolveHost): Promise<ResolvedAddress[]> {
  const family = isIP(hostname);
  if (family !== 0) return [{ address: hostname, family: family === 6 ? 6 : 4 }];
  return resolve(hostname);
}

/**
 * Decides where a callback URL may go, in the mode (environment) of its webhook. The URL parser has
 * already turned every IPv4 spelling (`127.1`, `0x7f.0.0.1`, `2130706433`, `0177.0.0.1`) into its
 * dotted form. Live mode: every address the name resolves to must be public, and the first is the
 * one connected to (a second lookup could answer otherwise: DNS rebinding). Test mode: only the
 * sandbox's receiver and the configured test receivers, compared by origin.
 */
export async function callbackTarget(raw: string, environment: Environment, policy: CallbackTargetPolicy): Promise<CallbackTarget> {
  const refused = { kind: 'refused' } as const;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return refused;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (isSandboxReceiver(hostname)) return { kind: 'sandbox-receiver' };
  if (environment === 'PRODUCTION' ? isIP(hostname) === 0 && isInsideName(hostname) : !policy.testReceivers.includes(url.origin)) return refused;
  const addresses = await addressesOf(hostname, policy.resolve);
  const [first] = addresses;
  if (!first) return refused;
  if (environment === 'PRODUCTION' && !addresses.every(({ address }) => isPublicAddress(address))) return refused;
  return { kind: 'address', url, address: first };
}
