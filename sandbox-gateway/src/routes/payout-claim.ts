import { COUNTRY_CODES, type CountryOfOperation } from 'shared-contracts';
import { ACCOUNT_NUMBER_PATTERN, namesMatch } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { CURRENCY_OF } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import { sendPayoutCallback } from '../http/disbursement-callback';
import { HOSTED_PAGE_CSS } from '../http/hosted-page-html';
import { HOSTED_PAGE_TEXTS, LANG_QUERY, languageParam, pageLanguage, type LanguageRequest } from '../http/hosted-page-texts';
import { notFound } from '../http/errors';
import { withSchemaTypes, type GatewayApp } from '../http/gateway-app';
import { payoutClaimHtml, type ClaimView } from '../http/payout-claim-html';
import { objectSchema } from '../http/validation';
import { directoryAccount, disbursementChannels } from '../seed/disbursement-channels';
import { claimPayout, payoutByCode, type PayoutRow } from '../store/payouts';
import { sweepExpiredPayouts } from './payouts';

const PARAMS = { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } }, required: ['code'], additionalProperties: false } as const;
const PAGE_QUERY = objectSchema({ claimed: { type: 'string', enum: ['1'] }, lang: LANG_QUERY });
const CLAIM_QUERY = objectSchema({ lang: LANG_QUERY });
const CLAIM_BODY = objectSchema(
  {
    channel_code: { type: 'string', minLength: 1, maxLength: 40 },
    account_number: { type: 'string', minLength: 1, maxLength: 30 },
    account_holder_name: { type: 'string', minLength: 1, maxLength: 100 },
  },
  ['channel_code', 'account_number', 'account_holder_name'],
);

/**
 * The recipient's page of a payout link (issue 45, decision 0071): public, found by its code.
 * Claiming names an account the sandbox's bank knows, in the name it holds; a wrong account or name
 * is said on the page and changes nothing, so the recipient may correct it. Claimed (once: a guarded
 * update), it sends the merchant's PAYOUT_LINK callback and redirects (303) to the page, which says
 * so. The money left the sender's balance, a PAYOUT entry, when the link was made (decision 0078).
 */
export function registerPayoutClaimRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const businessOf = (payout: PayoutRow) =>
    ctx.db.prepare('SELECT name, country_of_operation FROM businesses WHERE id = ?').get(payout.business_id) as { name: string; country_of_operation: CountryOfOperation };
  const viewOf = (payout: PayoutRow, request: LanguageRequest, outcome?: ClaimView['outcome']): ClaimView => {
    const business = businessOf(payout);
    const country = business.country_of_operation;
    const channels = disbursementChannels(country, CURRENCY_OF[COUNTRY_CODES[country]]);
    const language = pageLanguage(request.query.lang, request.headers['accept-language'], country);
    return { payout, businessName: business.name, channels, language, ...(outcome ? { outcome } : {}) };
  };
  const payoutOf = async (code: string) => {
    await sweepExpiredPayouts(ctx);
    const payout = payoutByCode(ctx.db, code);
    if (!payout) throw notFound('No such payout');
    return payout;
  };

  app.get('/api/payouts/claim/:code', { schema: { params: PARAMS, querystring: PAGE_QUERY } }, async (request, reply) => {
    const payout = await payoutOf(request.params.code);
    reply.type('text/html; charset=utf-8');
    return payoutClaimHtml(viewOf(payout, request, request.query.claimed === '1' && payout.status === 'CLAIMED' ? 'claimed' : undefined), request.params.code);
  });

  app.get('/api/payouts/claim/:code/page.css', { schema: { params: PARAMS } }, async (_request, reply) => {
    reply.type('text/css; charset=utf-8');
    return HOSTED_PAGE_CSS;
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    withSchemaTypes(scope).post('/api/payouts/claim/:code', { schema: { params: PARAMS, querystring: CLAIM_QUERY, body: CLAIM_BODY } }, async (request, reply) => {
      const { code } = request.params;
      const payout = await payoutOf(code);
      const view = viewOf(payout, request);
      const problems = HOSTED_PAGE_TEXTS[view.language].claim.problems;
      const body = { channel: request.body.channel_code, account: request.body.account_number.trim(), name: request.body.account_holder_name.trim() };
      const channel = view.channels.find((candidate) => candidate.code === body.channel);
      const account = channel && ACCOUNT_NUMBER_PATTERN[channel.category].test(body.account) ? directoryAccount(channel.code, body.account) : undefined;
      const refuse = (problem: string, status: number) => {
        reply.code(status).type('text/html; charset=utf-8');
        return payoutClaimHtml(viewOf(payout, request, { problem }), code);
      };
      if (payout.status !== 'ACTIVE') return refuse(problems.notClaimable(payout.status), 409);
      if (!account || account.fails) return refuse(problems.account, 400);
      if (!namesMatch(account.holderName, body.name)) return refuse(problems.name, 400);
      if (!claimPayout(ctx.db, payout.id, { channel: account.channel, account: account.accountNumber, name: account.holderName }, ctx.clock())) {
        return refuse(problems.noLongerClaimable, 409);
      }
      // The merchant's PAYOUT_LINK callback says where the money went (decision 0078); the claim stands whatever it answers.
      await sendPayoutCallback(ctx, payoutByCode(ctx.db, code)!);
      return reply.redirect(`/api/payouts/claim/${encodeURIComponent(code)}?claimed=1${languageParam(request.query.lang)}`, 303);
    });
  });
}
