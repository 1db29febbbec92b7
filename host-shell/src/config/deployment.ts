import type { Brand } from 'shared-contracts';
import deploymentDefaults from 'shared-contracts/deployment-defaults.json';
import { requestFile } from '../platform/network';
import { builtInLook, parseBrandLook, type BrandLook } from './brand';

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
  /**
   * An override of the authentication mode (DASHBOARD_AUTHENTICATION): token, the new authentication
   * (access token in memory, refresh cookie), or session, the session cookie. Absent: each business's
   * `new_authentication` feature flag decides (spec 01 §7; session/authentication-mode.ts).
   */
  authentication?: AuthenticationMode;
  taxBusinessIds: readonly string[];
  internalEmailDomains: readonly string[];
  /** The brand's help centre, docs, API reference, feedback address, terms and privacy policy (decision 0065). */
  links: DeploymentLinks;
  /** The brand's name, logo, favicon and colours (decision 0065). */
  branding: BrandLook;
  /**
   * The dashboard that still serves the areas no remote of this deployment serves
   * (DASHBOARD_OTHER_URL): their menu entries link there. Absent: such entries are not shown.
   */
  otherDashboardUrl?: string;
}

export type AuthenticationMode = 'token' | 'session';

export interface DeploymentLinks {
  help: string;
  docs: string;
  apiReference: string;
  feedback: string;
  /** The terms and conditions and the privacy policy a new merchant agrees to on Register (http(s) pages). */
  terms: string;
  privacy: string;
}

export const DEFAULT_DEPLOYMENT: DeploymentConfig = {
  brand: 'MAIN',
  taxBusinessIds: [],
  internalEmailDomains: [],
  links: deploymentDefaults.links,
  branding: builtInLook('MAIN'),
};

/** A brand's own links where its built-in profile has them, else the default ones. */
function builtInLinks(brand: Brand): DeploymentLinks {
  const profile = (deploymentDefaults.brandProfiles as Record<Brand, { links?: Partial<DeploymentLinks> }>)[brand];
  return { ...deploymentDefaults.links, ...profile.links };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
/** External links from configuration: http(s) and mailto only, never script. */
const safeLink = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^(https?:\/\/|mailto:)/.test(value) ? value : fallback;

/** A page to open from configuration: http(s) only. */
const safePage = (value: unknown, fallback: string): string => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : fallback);

/** Reads what the server sent; anything missing or malformed keeps its default. */
export function parseDeployment(raw: unknown): DeploymentConfig {
  if (!isRecord(raw)) return DEFAULT_DEPLOYMENT;
  const links = isRecord(raw.links) ? raw.links : {};
  const brand = BRANDS.includes(raw.brand as Brand) ? (raw.brand as Brand) : DEFAULT_DEPLOYMENT.brand;
  const brandLinks = builtInLinks(brand);
  return {
    brand,
    ...(raw.authentication === 'session' || raw.authentication === 'token' ? { authentication: raw.authentication } : {}),
    taxBusinessIds: strings(raw.taxBusinessIds) ?? DEFAULT_DEPLOYMENT.taxBusinessIds,
    internalEmailDomains: strings(raw.internalEmailDomains) ?? DEFAULT_DEPLOYMENT.internalEmailDomains,
    links: {
      help: safeLink(links.help, brandLinks.help),
      docs: safeLink(links.docs, brandLinks.docs),
      apiReference: safeLink(links.apiReference, brandLinks.apiReference),
      feedback: safeLink(links.feedback, brandLinks.feedback),
      terms: safePage(links.terms, brandLinks.terms),
      privacy: safePage(links.privacy, brandLinks.privacy),
    },
    branding: parseBrandLook(raw.branding, brand),
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
