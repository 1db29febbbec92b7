// Each brand's shell from the deployment's configuration (docs/decisions/0065-brand-shells.md): the
// brand's built-in profile (shared-contracts' deployment-defaults.json), with what the deployment's
// brand file (DASHBOARD_BRAND_FILE, a JSON file read when the shell's server starts) and its link
// variables change, checked once here: a profile the shell could not show accessibly stops the
// server with one line, never reaches a merchant.

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5;

/** The design system's surfaces the brand colours meet (shared-ui/src/styles/tokens.css :root). */
const WHITE = '#ffffff';
const CANVAS = '#f4f6f9';

const HEX = /^#[0-9a-f]{6}$/i;
/** Images the shell's page may show under its policy (img-src 'self' data:): data URLs and its own paths. */
const IMAGE = /^(data:image\/(svg\+xml|png|jpeg|webp|x-icon|vnd\.microsoft\.icon)[;,]|\/(?!\/))/;
const LINK = /^(https?:\/\/|mailto:)/;
const NAME_MAX = 60;
/** The links a brand has: help centre, docs, API reference, feedback, and the terms and privacy policy Register links to. */
const LINK_KEYS = ['help', 'docs', 'apiReference', 'feedback', 'terms', 'privacy'];
const PAGE_KEYS = ['terms', 'privacy'];

/** Relative luminance of an sRGB colour `#rrggbb` (WCAG 2.x). */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours `#rrggbb`, 1 to 21. */
export function contrastRatio(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The pairs a brand's colours are shown in (the shell's and shared-ui's stylesheets): brand text and
 * links on white, on the canvas and on the brand's tint (selected menu items), white on the brand
 * and on its hover colour (buttons), the hover colour on the tint (tabs).
 *
 * @param {{ brand: string, brandStrong: string, brandSurface: string }} colors
 * @returns {Array<{ pair: string, ratio: number }>} the pairs below AA
 */
export function contrastFailures(colors) {
  const pairs = [
    ['brand on white', colors.brand, WHITE],
    ['brand on the canvas', colors.brand, CANVAS],
    ['brand on brandSurface', colors.brand, colors.brandSurface],
    ['white on brandStrong', WHITE, colors.brandStrong],
    ['brandStrong on brandSurface', colors.brandStrong, colors.brandSurface],
  ];
  return pairs
    .map(([pair, foreground, background]) => ({ pair, ratio: contrastRatio(foreground, background) }))
    .filter(({ ratio }) => ratio < AA_CONTRAST);
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkedName(name, where) {
  if (!isRecord(name) || typeof name.en !== 'string' || !name.en.trim()) throw new Error(`${where}: name.en is required`);
  const result = {};
  for (const [language, text] of Object.entries(name)) {
    if (!['en', 'id'].includes(language)) throw new Error(`${where}: name.${language} is not a language of the dashboard (en, id)`);
    if (typeof text !== 'string' || !text.trim() || text.length > NAME_MAX) throw new Error(`${where}: name.${language} must be 1 to ${NAME_MAX} characters`);
    result[language] = text.trim();
  }
  return result;
}

function checkedImage(value, what, where) {
  if (typeof value !== 'string' || !IMAGE.test(value)) {
    throw new Error(`${where}: ${what} must be a data:image URL or a path on the shell's origin (the page's policy allows no other images)`);
  }
  return value;
}

function checkedColors(colors, where) {
  if (!isRecord(colors)) throw new Error(`${where}: colors must be { brand, brandStrong, brandSurface }`);
  for (const key of ['brand', 'brandStrong', 'brandSurface']) {
    if (typeof colors[key] !== 'string' || !HEX.test(colors[key])) throw new Error(`${where}: colors.${key} must be #rrggbb`);
  }
  const failures = contrastFailures(colors);
  if (failures.length > 0) {
    const list = failures.map(({ pair, ratio }) => `${pair} ${ratio.toFixed(2)}:1`).join(', ');
    throw new Error(`${where}: colours below WCAG AA (${AA_CONTRAST}:1): ${list}`);
  }
  return { brand: colors.brand.toLowerCase(), brandStrong: colors.brandStrong.toLowerCase(), brandSurface: colors.brandSurface.toLowerCase() };
}

function checkedLinks(links, where) {
  if (links === undefined) return {};
  if (!isRecord(links)) throw new Error(`${where}: links must be an object`);
  for (const [key, value] of Object.entries(links)) {
    if (!LINK_KEYS.includes(key)) throw new Error(`${where}: links.${key} is not a link of the dashboard`);
    if (typeof value !== 'string' || !LINK.test(value)) throw new Error(`${where}: links.${key} must be an http(s) or mailto: link`);
    // The documents a new merchant agrees to on Register are pages, not an address to write to.
    if (PAGE_KEYS.includes(key) && !/^https?:\/\//.test(value)) throw new Error(`${where}: links.${key} must be an http(s) link`);
  }
  return links;
}

/**
 * A profile with a deployment's changes on top: each field of `change` replaces the profile's
 * (`colors` as a whole, `name` and `links` per key).
 */
function merged(profile, change) {
  if (!change) return profile;
  if (!isRecord(change)) throw new Error('the brand file must hold a JSON object');
  return {
    ...profile,
    ...change,
    name: { ...profile.name, ...(isRecord(change.name) ? change.name : {}) },
    links: { ...profile.links, ...(isRecord(change.links) ? change.links : {}) },
  };
}

/**
 * The brand's look and links as the shell shows them, checked.
 *
 * @param {{ brand: string, defaults: { links: Record<string, string>, brandProfiles: Record<string, object>, whiteLabelBrands: string[] },
 *           change?: object, where?: string }} input
 *   change: what the deployment's brand file says (its fields replace the built-in profile's).
 * @returns {{ name: { en: string, id?: string }, logo: string, favicon: string,
 *             colors?: { brand: string, brandStrong: string, brandSurface: string },
 *             links: { help: string, docs: string, apiReference: string, feedback: string, terms: string, privacy: string } }}
 */
export function brandProfile({ brand, defaults, change, where = `brand ${brand}` }) {
  const builtIn = defaults.brandProfiles[brand];
  if (!builtIn) throw new Error(`${where}: deployment-defaults.json has no profile for it`);
  const profile = merged(builtIn, change);
  const name = checkedName(profile.name, where);
  if (defaults.whiteLabelBrands.includes(brand)) {
    // A white-label shell says none of the main brand's names (spec 01 §1).
    const mainNames = Object.values(defaults.brandProfiles.MAIN.name).map((text) => text.toLowerCase());
    const said = Object.values(name).find((text) => mainNames.some((main) => text.toLowerCase().includes(main)));
    if (said) throw new Error(`${where}: a white-label brand's name may not contain the main brand's name ("${said}")`);
  }
  const logo = checkedImage(profile.logo, 'logo', where);
  return {
    name,
    logo,
    favicon: profile.favicon === undefined ? logo : checkedImage(profile.favicon, 'favicon', where),
    ...(profile.colors === undefined ? {} : { colors: checkedColors(profile.colors, where) }),
    links: { ...defaults.links, ...checkedLinks(profile.links, where) },
  };
}
