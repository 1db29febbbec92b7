import { onDemandInvoiceAmount } from 'shared-contracts/areas/getting-paid/on-demand';
import { toMinor } from 'shared-contracts/areas/balance/balance';
import { invoiceExpiry } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { notFound } from '../http/errors';
import { money } from '../http/hosted-page-html';
import { LANG_QUERY, languageParam, type LanguageRequest } from '../http/hosted-page-texts';
import { onDemandPageHtml, type OnDemandView } from '../http/on-demand-page-html';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import { insertInvoice, invoiceSettingsOf, mailInvoice, newPageCode } from '../store/invoices';
import { onDemandByReference, type OnDemandLinkRow } from '../store/on-demand-links';
import { PAGE_PARAMS, hostedLook } from './hosted-look';

const INVOICE_BODY = objectSchema({
  amount: { type: 'string', maxLength: 32 },
  customer_name: { type: 'string', maxLength: 255 },
  payer_email: { anyOf: [EMAIL_SCHEMA, { type: 'string', maxLength: 0 }] },
});
const QUERY = objectSchema({ lang: LANG_QUERY });

/** The page of an on-demand link, in the customer's language and the merchant's look. */
export const onDemandPage = (ctx: GatewayContext, link: OnDemandLinkRow, reference: string, request: LanguageRequest, extra: Pick<OnDemandView, 'problem' | 'typed'> = {}): string =>
  onDemandPageHtml({ link, ...hostedLook(ctx, link, request), money, ...extra }, reference);

/**
 * An amount as a customer types it, in minor units: rupiah have no decimals, so their dots and commas
 * group thousands (50.000); pesos and dollars take a decimal point and comma groups (1,500.50).
 */
export function typedMinor(text: string | undefined, currency: Currency): number | undefined {
  const cleaned = (text ?? '').replace(currency === 'IDR' ? /[\s.,]/g : /[\s,]/g, '');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return toMinor(Number(cleaned), currency);
}

/**
 * POST /api/pay/:reference/invoice (decision 0079): the customer of an ACTIVE on-demand link gets an
 * invoice of their own, made as the merchant's are (insertInvoice: PENDING, expiring after the
 * business's invoice_ttl), marked with the link, and is sent (303) to its hosted page to pay it
 * there: the same paid path (card payment, ledger entry, INVOICE callback), and emailed to the
 * customer who gave an email (decision 0085). An amount outside the
 * link's bounds answers the page again (400) and a link closed meanwhile 409: nothing is written.
 */
export function registerOnDemandPageRoutes(scope: GatewayApp, ctx: GatewayContext): void {
  scope.post('/api/pay/:reference/invoice', { schema: { params: PAGE_PARAMS, querystring: QUERY, body: INVOICE_BODY } }, async (request, reply) => {
    const { reference } = request.params;
    const link = onDemandByReference(ctx.db, reference);
    if (!link) throw notFound('No such on-demand link');
    const { environment: _environment, ...typed } = request.body;
    const amount = onDemandInvoiceAmount(link, typedMinor(typed.amount, link.currency));
    const refuse = (status: number, problem: OnDemandView['problem']) => reply.code(status).type('text/html; charset=utf-8').send(onDemandPage(ctx, link, reference, request, { problem, typed }));
    if (amount === 'outOfRange') return refuse(400, 'outOfRange');
    const now = ctx.clock();
    const payerEmail = typed.payer_email?.trim() || null;
    // The link is read again inside the write: a deactivation that committed first is respected.
    const invoice = ctx.db.transaction(() => {
      const current = onDemandByReference(ctx.db, reference);
      if (current?.status !== 'ACTIVE') return undefined;
      const settings = invoiceSettingsOf(ctx.db, link.business_id);
      const written = insertInvoice(ctx.db, { businessId: link.business_id, environment: link.environment }, {
        externalId: `${link.id}-${newPageCode()}`, currency: link.currency, description: link.title, items: [{ name: link.title, quantity: 1, price: amount }],
        customerName: typed.customer_name?.trim() || null, payerEmail, shouldSendEmail: payerEmail !== null, dueDate: null,
        expiry: invoiceExpiry(now, settings.invoice_ttl), onDemandLinkId: link.id,
      }, now);
      // The customer who gave an email gets the invoice by email too (decision 0085), as the merchant's customers do.
      if (written.sent_at) mailInvoice(ctx.db, written, now);
      return written;
    }).immediate();
    if (!invoice) return refuse(409, 'closed');
    return reply.redirect(`/api/pay/${invoice.code}${languageParam(request.query.lang).replace('&', '?')}`, 303);
  });
}
