import {
  CHECKOUT_API,
  CHECKOUT_PAYMENT_METHODS,
  CHECKOUT_CONTRAST_MIN,
  checkoutProblems,
  type CheckoutSettingsAnswer,
} from 'shared-contracts/areas/getting-paid/checkout';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { objectSchema } from '../http/validation';
import { checkoutAnswerOf, saveCheckoutSettings } from '../store/checkout-settings';
import { scopeOf } from './getting-paid-query';

const COLOR = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' } as const;
const SETTINGS = objectSchema(
  {
    brand_color: COLOR,
    button_color: COLOR,
    button_text_color: COLOR,
    show_logo: { type: 'boolean' },
    payment_methods: { type: 'array', minItems: 1, maxItems: CHECKOUT_PAYMENT_METHODS.length, uniqueItems: true, items: { type: 'string', enum: [...CHECKOUT_PAYMENT_METHODS] } },
  },
  ['brand_color', 'button_color', 'button_text_color', 'show_logo', 'payment_methods'],
);

const MESSAGES = {
  invalidColor: 'must be a colour as #RRGGBB',
  lowContrast: `is not readable on button_color: the contrast must be at least ${CHECKOUT_CONTRAST_MIN}:1 (WCAG AA)`,
  noPaymentMethod: 'must offer at least one payment method',
  repeatedPaymentMethod: 'must name each payment method once',
} as const;

/**
 * The hosted payment page's look per business and environment (issue 44, decision 0079). GET: the
 * saved settings or the defaults, with the business profile's logo; PUT replaces them whole (the
 * schema names every wrong field; then the button's contrast), answering what is now saved. A
 * refused save changes nothing. Who may: auth/getting-paid-access.ts.
 */
export function registerCheckoutSettingsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(CHECKOUT_API.settings, { schema: { querystring: objectSchema() } }, async (request): Promise<CheckoutSettingsAnswer> =>
    checkoutAnswerOf(ctx.db, scopeOf(request)),
  );

  app.put(CHECKOUT_API.settings, { schema: { body: SETTINGS } }, async (request): Promise<CheckoutSettingsAnswer> => {
    const scope = scopeOf(request);
    const { environment: _environment, ...settings } = request.body;
    const problems = checkoutProblems(settings);
    const errors = Object.entries(problems).map(([field, problem]) => ({ field, message: MESSAGES[problem] }));
    if (errors.length > 0) throw invalid(errors);
    saveCheckoutSettings(ctx.db, scope, settings, ctx.clock());
    return checkoutAnswerOf(ctx.db, scope);
  });
}
