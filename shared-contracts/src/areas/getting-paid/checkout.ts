/**
 * The hosted payment page's look, as the merchant customises it on /customize-checkout (issue 44,
 * docs/decisions/0079-checkout-and-on-demand.md): the brand colour of its header, the pay button's
 * colours, the business profile's logo shown or not, and the payment methods it offers. One set per
 * business and environment; the gateway and the remote apply the same rules (colours as #RRGGBB,
 * the button's text readable on it: WCAG AA, 4.5:1). Imported as
 * `shared-contracts/areas/getting-paid/checkout`.
 */

export const CHECKOUT_API = {
  /** GET: the business's checkout settings in the environment (the defaults until saved). PUT (CheckoutSettings): replace them. */
  settings: '/api/checkout-settings',
} as const;

/** What the hosted page may offer (the channels of the ledger a customer pays through). */
export const CHECKOUT_PAYMENT_METHODS = ['CARDS', 'BANK_TRANSFER', 'EWALLET', 'QR_CODE', 'RETAIL_OUTLET'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export interface CheckoutSettings {
  /** The header band's colour, `#RRGGBB`; its text is white or dark, whichever reads better. */
  brand_color: string;
  /** The pay button's colour, `#RRGGBB`. */
  button_color: string;
  /** The pay button's text colour, `#RRGGBB`: at least CHECKOUT_CONTRAST_MIN against button_color. */
  button_text_color: string;
  /** Show the business profile's logo (settings' business profile) in the header. */
  show_logo: boolean;
  /** In the order the page lists them; at least one, each once. */
  payment_methods: CheckoutPaymentMethod[];
}

/** GET and PUT's answer: the settings with what the page shows besides them. */
export interface CheckoutSettingsAnswer extends CheckoutSettings {
  /** The business profile's logo (null: none uploaded, so none is shown whatever show_logo says). */
  logo_url: string | null;
  /** When they were last saved; null while the defaults apply. */
  updated: string | null;
}

/** The hosted page as it was before it could be customised: the defaults, and what "Reset to defaults" restores. */
export const CHECKOUT_DEFAULTS: Readonly<CheckoutSettings> = {
  brand_color: '#0B5CAD',
  button_color: '#0B5CAD',
  button_text_color: '#FFFFFF',
  show_logo: true,
  payment_methods: [...CHECKOUT_PAYMENT_METHODS],
};

/** WCAG 2.x AA for normal text (1.4.3): the button's label is normal-sized text. */
export const CHECKOUT_CONTRAST_MIN = 4.5;

/** The wire's colour form: `#` and six hex digits. */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/**
 * A colour as typed (`#0b5cad`, `0B5CAD`, `#fff`) in the wire's form (`#0B5CAD`), or undefined when
 * it is not a colour: the form accepts the short and hash-less forms people copy from design tools.
 */
export function normaliseHex(typed: string): string | undefined {
  const digits = typed.trim().replace(/^#/, '');
  if (/^[0-9A-Fa-f]{3}$/.test(digits)) return `#${[...digits].map((digit) => digit + digit).join('')}`.toUpperCase();
  if (/^[0-9A-Fa-f]{6}$/.test(digits)) return `#${digits}`.toUpperCase();
  return undefined;
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG's relative luminance of a `#RRGGBB` colour (0 black to 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Black, not the page's ink (#1B2430): with white, black reaches 4.5:1 on every colour; the ink does not on mid greys.
export const CHECKOUT_INK_DARK = '#000000';
export const CHECKOUT_INK_LIGHT = '#FFFFFF';

/** The text colour for a background the merchant chose: white or the page's dark ink, whichever contrasts more. */
export const readableTextOn = (background: string): string =>
  contrastRatio(background, CHECKOUT_INK_LIGHT) >= contrastRatio(background, CHECKOUT_INK_DARK) ? CHECKOUT_INK_LIGHT : CHECKOUT_INK_DARK;

export type CheckoutField = keyof CheckoutSettings;
export type CheckoutProblem = 'invalidColor' | 'lowContrast' | 'noPaymentMethod' | 'repeatedPaymentMethod';

/** What is wrong with settings (empty when they may be saved): the gateway's refusals and the form's messages. */
export function checkoutProblems(settings: CheckoutSettings): Partial<Record<CheckoutField, CheckoutProblem>> {
  const problems: Partial<Record<CheckoutField, CheckoutProblem>> = {};
  for (const field of ['brand_color', 'button_color', 'button_text_color'] as const) {
    if (!isHexColor(settings[field])) problems[field] = 'invalidColor';
  }
  if (!problems.button_color && !problems.button_text_color && contrastRatio(settings.button_color, settings.button_text_color) < CHECKOUT_CONTRAST_MIN) {
    problems.button_text_color = 'lowContrast';
  }
  if (settings.payment_methods.length === 0) problems.payment_methods = 'noPaymentMethod';
  else if (new Set(settings.payment_methods).size !== settings.payment_methods.length) problems.payment_methods = 'repeatedPaymentMethod';
  return problems;
}
