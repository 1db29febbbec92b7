import type { Brand } from 'shared-contracts';
import deploymentDefaults from 'shared-contracts/deployment-defaults.json';
import { requestFile } from '../platform/network';

// The brands from the contract's JSON (as shared-contracts' BRANDS and WHITE_LABEL_BRANDS are), not
// from the shared module: the light login reads the deployment without loading shared-contracts.
const BRANDS = deploymentDefaults.brands as readonly Brand[];
const WHITE_LABEL_BRANDS = deploymentDefaults.whiteLabelBrands as readonly Brand[];
import { INLINE_IDS, inlineDocument } from './inline-config';

/**
 * The deployment's runtime configuration (`/deployment.json`, written at start or deploy time):
 * the brand is known before login, because the logged-out area differs per brand.
 */
export interface DeploymentConfig {
  brand: Brand;
  /** token: the new authentication (access token in memory, refresh cookie); session: the session cookie. */
  authentication: 'token' | 'session';
  taxBusinessIds: readonly string[];
  internalEmailDomains: readonly string[];
  links: { docs: string; apiReference: string; feedback: string };
  /**
   * The dashboard that still serves the areas no remote of this deployment serves
   * (DASHBOARD_OTHER_URL): their menu entries link there. Absent: such entries are not shown.
   */
  otherDashboardUrl?: string;
}

export const DEFAULT_DEPLOYMENT: DeploymentConfig = {
  brand: 'MAIN',
  authentication: 'token',
  taxBusinessIds: [],
  internalEmailDomains: [],
  links: deploymentDefaults.links,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
/** External links from configuration: http(s) and mailto only, never script. */
const safeLink = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^(https?:\/\/|mailto:)/.test(value) ? value : fallback;

/** Reads what the server sent; anything missing or malformed keeps its default. */
export function parseDeployment(raw: unknown): DeploymentConfig {
  if (!isRecord(raw)) return DEFAULT_DEPLOYMENT;
  const links = isRecord(raw.links) ? raw.links : {};
  return {
    brand: BRANDS.includes(raw.brand as Brand) ? (raw.brand as Brand) : DEFAULT_DEPLOYMENT.brand,
    authentication: raw.authentication === 'session' ? 'session' : 'token',
    taxBusinessIds: strings(raw.taxBusinessIds) ?? DEFAULT_DEPLOYMENT.taxBusinessIds,
    internalEmailDomains: strings(raw.internalEmailDomains) ?? DEFAULT_DEPLOYMENT.internalEmailDomains,
    links: {
      docs: safeLink(links.docs, DEFAULT_DEPLOYMENT.links.docs),
      apiReference: safeLink(links.apiReference, DEFAULT_DEPLOYMENT.links.apiReference),
      feedback: safeLink(links.feedback, DEFAULT_DEPLOYMENT.links.feedback),
    },
    ...(typeof raw.otherDashboardUrl === 'string' && /^https?:\/\//.test(raw.otherDashboardUrl) ? { otherDashboardUrl: raw.otherDashboardUrl } : {}),
  };
}

/** The deployment the shell's server inlined in the page, or else `/deployment.json`. */
export async function loadDeployment(url = '/deployment.json'): Promise<DeploymentConfig> {
  const inline = inlineDocument(INLINE_IDS.deployment);
  if (inline !== undefined) return parseDeployment(inline);
  try {
    const response = await requestFile(url, { timeoutMs: 8000 });
    return response.ok ? parseDeployment(await response.json()) : DEFAULT_DEPLOYMENT;
  } catch {
    return DEFAULT_DEPLOYMENT;
  }
}

export function isWhiteLabel(config: Pick<DeploymentConfig, 'brand'>): boolean {
  return WHITE_LABEL_BRANDS.includes(config.brand);
}
