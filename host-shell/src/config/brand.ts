import type { Brand, Language } from 'shared-contracts';
import deploymentDefaults from 'shared-contracts/deployment-defaults.json';

/**
 * How the deployment's brand looks (docs/decisions/0065-brand-shells.md): its name per language, its
 * logo and favicon, and its colours. The shell's server sends it in the deployment's configuration,
 * checked (platform-tools/brand-profile.mjs: images the page may show, colours at WCAG AA); the shell
 * shows it and carries the colours in the design system's tokens.
 */
export interface BrandLook {
  name: { en: string; id?: string };
  /** A `data:image/…` URL or a path on the shell's origin (the page's img-src). */
  logo: string;
  favicon: string;
  /** Absent: the design system's own colours (shared-ui tokens.css). */
  colors?: BrandColors;
}

export interface BrandColors {
  /** Links, the logo's text, primary buttons, the focus ring. */
  brand: string;
  /** A primary button's hover and pressed state. */
  brandStrong: string;
  /** The brand's tint behind selected entries. */
  brandSurface: string;
}

interface BuiltInProfile {
  name: { en: string; id?: string };
  logo: string;
  favicon?: string;
  colors?: BrandColors;
}
const PROFILES = deploymentDefaults.brandProfiles as Record<Brand, BuiltInProfile>;

/** The brand's built-in look: what the shell shows when its server sent none (the shell's dev server, an older server). */
export function builtInLook(brand: Brand): BrandLook {
  const { name, logo, favicon, colors } = PROFILES[brand];
  return { name, logo, favicon: favicon ?? logo, ...(colors ? { colors } : {}) };
}

const HEX = /^#[0-9a-f]{6}$/i;
const IMAGE = /^(data:image\/(svg\+xml|png|jpeg|webp|x-icon|vnd\.microsoft\.icon)[;,]|\/(?!\/))/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const image = (value: unknown): string | undefined => (typeof value === 'string' && IMAGE.test(value) ? value : undefined);

function parseColors(value: unknown): BrandColors | undefined {
  if (!isRecord(value)) return undefined;
  const { brand, brandStrong, brandSurface } = value;
  const hex = [brand, brandStrong, brandSurface].every((color) => typeof color === 'string' && HEX.test(color));
  return hex ? { brand: brand as string, brandStrong: brandStrong as string, brandSurface: brandSurface as string } : undefined;
}

/**
 * The look the server sent for `brand`; anything missing or malformed is the brand's built-in one,
 * never another brand's (a white-label shell never falls back to the main brand's name or logo).
 */
export function parseBrandLook(raw: unknown, brand: Brand): BrandLook {
  const builtIn = builtInLook(brand);
  if (!isRecord(raw)) return builtIn;
  const name = isRecord(raw.name) && text(raw.name.en) ? raw.name : undefined;
  const logo = image(raw.logo);
  const colors = raw.colors === undefined ? undefined : parseColors(raw.colors);
  return {
    name: name ? { en: text(name.en)!, ...(text(name.id) ? { id: text(name.id)! } : {}) } : builtIn.name,
    logo: logo ?? builtIn.logo,
    favicon: image(raw.favicon) ?? logo ?? builtIn.favicon,
    ...(raw.colors === undefined ? {} : colors ? { colors } : builtIn.colors ? { colors: builtIn.colors } : {}),
  };
}

/** The brand's name in `language`, English where it has none. */
export function brandName(look: BrandLook, language: Language | string): string {
  return (language === 'id' ? look.name.id : undefined) ?? look.name.en;
}

/** The design system's tokens each brand colour sets (shared-ui/src/styles/tokens.css). */
const TOKENS: Record<keyof BrandColors, readonly string[]> = {
  brand: ['--mdp-brand', '--mdp-info'],
  brandStrong: ['--mdp-brand-strong'],
  brandSurface: ['--mdp-brand-surface', '--mdp-info-surface'],
};

/**
 * Shows the brand on the page: `data-brand` on <html>, its colours as the design system's custom
 * properties on <html> (through the CSSOM, which the page's style-src policy allows; every part of
 * the dashboard, the remotes too, reads them), and its favicon.
 */
export function showBrand(brand: Brand, look: BrandLook, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
  for (const [key, properties] of Object.entries(TOKENS) as Array<[keyof BrandColors, readonly string[]]>) {
    for (const property of properties) {
      if (look.colors) root.style.setProperty(property, look.colors[key]);
      else root.style.removeProperty(property);
    }
  }
  const head = root.ownerDocument.head;
  let icon = head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = root.ownerDocument.createElement('link');
    icon.rel = 'icon';
    head.append(icon);
  }
  if (icon.getAttribute('href') !== look.favicon) icon.setAttribute('href', look.favicon);
}
