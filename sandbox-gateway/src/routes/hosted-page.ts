import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { checkoutCss, hostedPageHtml, type PageView } from '../http/hosted-page-html';
import { notFound } from '../http/errors';
import { LANG_QUERY, languageParam, type LanguageRequest } from '../http/hosted-page-texts';
import { sendPaidCallback } from '../http/paid-callback';
import { withSchemaTypes } from '../http/gateway-app';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import { isPayable, pageSubjectOf, payHosted, type PageSubject } from '../store/hosted-payments';
import { checkoutSettingsOf } from '../store/checkout-settings';
import { markViewed, paymentsOf } from '../store/invoices';
import { onDemandByReference } from '../store/on-demand-links';
import { livePlanOfInvoice } from '../store/recurring-cards';
import { PAGE_PARAMS as PARAMS, hostedLook } from './hosted-look';
import { onDemandPage, registerOnDemandPageRoutes } from './on-demand-page';

const PAY_BODY = objectSchema({ payer_email: { anyOf: [EMAIL_SCHEMA, { type: 'string', maxLength: 0 }] }, save_card: { type: 'string', enum: ['1'] } });
const PAGE_QUERY = objectSchema({ paid: { type: 'string', enum: ['1'] }, lang: LANG_QUERY });
const PAY_QUERY = objectSchema({ lang: LANG_QUERY });
const CSS_QUERY = objectSchema({ v: { type: 'string', maxLength: 20, pattern: '^[0-9]+$' } });

/**
 * The hosted payment page (issue 44, decision 0069): public, found by the invoice's or link's code
 * or id; opening it records the invoice's first view; its form (urlencoded, the one body besides
 * JSON the gateway reads, in this scope only) pays with the sandbox card, then redirects to the page
 * (303), which says it is paid. A page that no longer takes payments answers 409 and changes nothing.
 * The merchant's callback is sent before the redirect, so the history shows it when the page does.
 * A live recurring plan's cycle offers to keep the card for the plan's next invoices (decision 0089).
 */
export function registerHostedPageRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const page = (subject: PageSubject, reference: string, request: LanguageRequest, outcome?: PageView['outcome']) =>
    hostedPageHtml({ subject, ...hostedLook(ctx, subject.row, request), payable: isPayable(subject) && outcome === undefined, offersSaveCard: offersSaveCard(subject), outcome }, reference);
  const offersSaveCard = (subject: PageSubject) => subject.kind === 'invoice' && livePlanOfInvoice(ctx.db, subject.row.id) !== undefined;

  app.get('/api/pay/:reference', { schema: { params: PARAMS, querystring: PAGE_QUERY } }, async (request, reply) => {
    const now = ctx.clock();
    const subject = pageSubjectOf(ctx.db, request.params.reference, now);
    const onDemand = subject ? undefined : onDemandByReference(ctx.db, request.params.reference);
    if (onDemand) return reply.type('text/html; charset=utf-8').send(onDemandPage(ctx, onDemand, request.params.reference, request));
    if (!subject) throw notFound('No such invoice or payment link');
    if (subject.kind === 'invoice') markViewed(ctx.db, subject.row.id, now);
    reply.type('text/html; charset=utf-8');
    return page(subject, request.params.reference, request, request.query.paid === '1' && paymentsOf(ctx.db, subject.kind, subject.row.id).length > 0 ? 'paid' : undefined);
  });

  // The merchant's look (decision 0079); an unknown reference gets the default look, as the page it would be answers 404 anyway.
  app.get('/api/pay/:reference/page.css', { schema: { params: PARAMS, querystring: CSS_QUERY } }, async (request, reply) => {
    const owner = pageSubjectOf(ctx.db, request.params.reference, ctx.clock())?.row ?? onDemandByReference(ctx.db, request.params.reference);
    const settings = checkoutSettingsOf(ctx.db, owner ? { businessId: owner.business_id, environment: owner.environment } : { businessId: '', environment: 'DEVELOPMENT' });
    reply.type('text/css; charset=utf-8');
    return checkoutCss(settings);
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    withSchemaTypes(scope).post('/api/pay/:reference', { schema: { params: PARAMS, querystring: PAY_QUERY, body: PAY_BODY } }, async (request, reply) => {
      const { reference } = request.params;
      const email = request.body.payer_email?.trim() || null;
      const paid = payHosted(ctx.db, reference, email, ctx.clock(), request.body.save_card === '1');
      if (!paid) {
        const subject = pageSubjectOf(ctx.db, reference, ctx.clock());
        if (!subject) throw notFound('No such invoice or payment link');
        reply.code(409).type('text/html; charset=utf-8');
        return page(subject, reference, request, 'refused');
      }
      await sendPaidCallback(ctx, paid);
      return reply.redirect(`/api/pay/${encodeURIComponent(reference)}?paid=1${languageParam(request.query.lang)}`, 303);
    });
    registerOnDemandPageRoutes(withSchemaTypes(scope), ctx);
  });
}
