import {
  CHECKOUT_CONTRAST_MIN,
  CHECKOUT_DEFAULTS,
  checkoutProblems,
  contrastRatio,
  normaliseHex,
  type CheckoutPaymentMethod,
  type CheckoutSettings,
} from 'shared-contracts/areas/getting-paid/checkout';

/** The form's values: colours as typed (normalised when sent), the rest as saved. */
export interface CheckoutFormValues {
  brand_color: string;
  button_color: string;
  button_text_color: string;
  show_logo: boolean;
  payment_methods: CheckoutPaymentMethod[];
}

const COLOURS = ['brand_color', 'button_color', 'button_text_color'] as const;

export const formValuesOf = (settings: CheckoutSettings): CheckoutFormValues => ({ ...settings, payment_methods: [...settings.payment_methods] });
export const DEFAULT_VALUES: CheckoutFormValues = formValuesOf(CHECKOUT_DEFAULTS);

/** What the form sends: its colours in the wire's #RRGGBB (undefined while one does not read). */
export function settingsOf(values: CheckoutFormValues): CheckoutSettings | undefined {
  const [brand, button, text] = COLOURS.map((field) => normaliseHex(values[field]));
  if (!brand || !button || !text) return undefined;
  return { brand_color: brand, button_color: button, button_text_color: text, show_logo: values.show_logo, payment_methods: values.payment_methods };
}

/** The form's errors as message keys (checkout.problems.*): the gateway's rules on what is typed. */
export function validateCheckout(values: CheckoutFormValues): Partial<Record<keyof CheckoutFormValues, string>> {
  const errors: Partial<Record<keyof CheckoutFormValues, string>> = {};
  for (const field of COLOURS) if (!normaliseHex(values[field])) errors[field] = 'invalidColor';
  const settings = settingsOf(values);
  const problems = checkoutProblems(settings ?? { ...CHECKOUT_DEFAULTS, payment_methods: values.payment_methods });
  return { ...(settings ? problems : { payment_methods: problems.payment_methods }), ...errors };
}

/** The button's contrast as shown next to its colours (1 decimal, never rounded up past the minimum). */
export function buttonContrast(values: CheckoutFormValues): { ratio: string; readable: boolean } | undefined {
  const button = normaliseHex(values.button_color);
  const text = normaliseHex(values.button_text_color);
  if (!button || !text) return undefined;
  const ratio = contrastRatio(button, text);
  return { ratio: (Math.floor(ratio * 10) / 10).toFixed(1), readable: ratio >= CHECKOUT_CONTRAST_MIN };
}
