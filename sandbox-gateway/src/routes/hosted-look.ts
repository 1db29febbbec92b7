import type { CountryOfOperation, Environment } from 'shared-contracts';
import type { GatewayContext } from '../context';
import type { PageView } from '../http/hosted-page-html';
import { pageLanguage, type LanguageRequest, type PageLanguage } from '../http/hosted-page-texts';
import { checkoutSettingsOf } from '../store/checkout-settings';

/** A public page's path parameter: an invoice's, link's or on-demand link's code or id. */
export const PAGE_PARAMS = { type: 'object', properties: { reference: { type: 'string', pattern: '^[A-Za-z0-9_]{6,64}$' } }, required: ['reference'], additionalProperties: false } as const;

export interface HostedLook {
  businessName: string;
  language: PageLanguage;
  checkout: PageView['checkout'];
}

/**
 * What every public page of a business shows besides its subject (decisions 0069, 0079): its name,
 * the customer's language, and the merchant's checkout look (logo when shown, payment methods, the
 * stylesheet's version).
 */
export function hostedLook(ctx: GatewayContext, owner: { business_id: string; environment: Environment }, request: LanguageRequest): HostedLook {
  const business = ctx.db.prepare('SELECT name, country_of_operation AS country, business_logo_url AS logo FROM businesses WHERE id = ?').get(owner.business_id) as
    | { name: string; country: CountryOfOperation; logo: string | null }
    | undefined;
  const settings = checkoutSettingsOf(ctx.db, { businessId: owner.business_id, environment: owner.environment });
  return {
    businessName: business?.name ?? '',
    language: pageLanguage(request.query.lang, request.headers['accept-language'], business?.country),
    checkout: {
      payment_methods: settings.payment_methods,
      logoUrl: settings.show_logo ? (business?.logo ?? null) : null,
      version: settings.updated === null ? '0' : String(Date.parse(settings.updated)),
    },
  };
}
