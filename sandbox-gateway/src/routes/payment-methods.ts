import {
  DUPLICATE_PRODUCT_APPLICATION_ERROR,
  PAYMENT_METHODS_API,
  PRODUCT_COUNTRY,
  TRACKED_PRODUCTS,
  mayActivate,
  productStatus,
  type ProductCard,
  type ProductCardsAnswer,
  type RetailOutletsAnswer,
  type TopUpBanksAnswer,
  type VirtualAccountBanksAnswer,
} from 'shared-contracts/areas/settings/payment-methods';
import { isLive } from 'shared-contracts/rules';
import type { Caller } from '../auth/caller';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid } from '../http/errors';
import { objectSchema } from '../http/validation';
import { environmentFor } from '../http/environment';
import { retailOutlets, topUpBanks, virtualAccountBanks } from '../seed/payment-channels';
import { productCards, submitProduct } from '../store/product-submissions';

const PRODUCT_PARAMS = { type: 'object', properties: { product: { type: 'string', enum: [...TRACKED_PRODUCTS] } }, required: ['product'] } as const;
const EMPTY_BODY = objectSchema();

/** Activation is for administrators of live businesses (a test-mode business goes live first). */
const activationAllowed = (caller: Caller): boolean => caller.membership.can_administer === true && isLive(caller.business.go_live_status);

/**
 * The payment methods page (issue 16; spec 02 §4): the product cards of the business's country with
 * their submission, and asking for a product's activation (a pending NEW_SUBMISSION; asking again
 * while pending or enabled is DUPLICATE_PRODUCT_APPLICATION_ERROR).
 */
export function registerPaymentMethodRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const cardsOf = (caller: Caller): ProductCard[] =>
    productCards(ctx.db, caller.business.id, caller.business.country_of_operation, activationAllowed(caller));

  app.get(PAYMENT_METHODS_API.products, async (request): Promise<ProductCardsAnswer> => ({ data: cardsOf(callerOf(request)) }));

  // The detail modal: all banks, whatever the brand (the dashboard leaves out a brand's exclusions).
  app.get(PAYMENT_METHODS_API.virtualAccounts, async (request): Promise<VirtualAccountBanksAnswer> => {
    const { business } = callerOf(request);
    return { data: virtualAccountBanks(business.country_of_operation, environmentFor(request, business)) };
  });
  app.get(PAYMENT_METHODS_API.retailOutlets, async (request): Promise<RetailOutletsAnswer> => {
    const { business } = callerOf(request);
    return { data: retailOutlets(business.id, business.country_of_operation) };
  });
  app.get(PAYMENT_METHODS_API.topUpBanks, async (request): Promise<TopUpBanksAnswer> => {
    const { business } = callerOf(request);
    return topUpBanks(business.id, business.country_of_operation);
  });

  app.post('/api/payment-methods/:product/activation', { schema: { params: PRODUCT_PARAMS, body: EMPTY_BODY } }, async (request, reply): Promise<ProductCard> => {
    const caller = callerOf(request);
    const { product } = request.params;
    if (PRODUCT_COUNTRY[product] !== caller.business.country_of_operation) throw invalid([{ field: 'product', message: 'is not offered in the business country' }]);
    const card = cardsOf(caller).find((c) => c.product === product)!;
    const status = productStatus(card);
    if (status === 'pending' || status === 'enabled') {
      throw new GatewayError(409, DUPLICATE_PRODUCT_APPLICATION_ERROR, 'This product was asked for already');
    }
    if (!mayActivate(card)) throw new GatewayError(403, 'AUTHORIZATION_ERROR', 'This product cannot be activated for the business');
    submitProduct(ctx.db, caller.business.id, product, isoAt(ctx.clock()));
    reply.code(201);
    return cardsOf(caller).find((c) => c.product === product)!;
  });
}
