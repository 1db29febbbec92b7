import type { FastifyRequest } from 'fastify';
import { EXPORT_MAX_EMAILS, CARD_REPORTS_API, type CardReport, type CardReportFile, type CardReportsAnswer } from 'shared-contracts/areas/cards/card-reports';
import { CARD_BRANDS, CARD_SOURCES, CHARGE_STATUSES } from 'shared-contracts/areas/cards/cards';
import { EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { DAY_SCHEMA, EMAIL_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { REPORT_MAIL_SWEEP_MS, cardReportFile, cardReports, mailPreparedReports, requestCardReport } from '../store/card-reports';
import { CARD_SEARCH_SCHEMA, cardScopeOf } from './card-payments';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who an export is mailed to: 1 to EXPORT_MAX_EMAILS addresses with a dotted domain (the transactions export's too). */
export const EXPORT_EMAILS_SCHEMA = {
  type: 'array', minItems: 1, maxItems: EXPORT_MAX_EMAILS, uniqueItems: true, items: { ...EMAIL_SCHEMA, pattern: '^[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+$' },
} as const;

const REPORT_BODY = objectSchema(
  {
    created_from: DAY_SCHEMA,
    created_to: DAY_SCHEMA,
    emails: EXPORT_EMAILS_SCHEMA,
    status: { type: 'string', enum: [...CHARGE_STATUSES] },
    card_brand: { type: 'string', enum: [...CARD_BRANDS] },
    source: { type: 'string', enum: [...CARD_SOURCES] },
    search: CARD_SEARCH_SCHEMA,
  },
  ['created_from', 'created_to', 'emails'],
);

const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

/**
 * Spec 02 §5: the end not before the start, and at most `maxDays` days (92 for an export), both ends
 * counted; that each is a real calendar day is DAY_SCHEMA's. The transactions list (either end
 * optional, no limit) and export check their dates with it too.
 */
export function rangeProblem({ created_from: from, created_to: to }: { created_from?: string; created_to?: string }, maxDays = EXPORT_MAX_RANGE_DAYS) {
  if (from === undefined || to === undefined) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end < start) return { field: 'created_to', message: 'must not be before created_from' };
  if ((end - start) / DAY_MS + 1 > maxDays) return { field: 'created_to', message: `the range must be at most ${maxDays} days` };
  return null;
}

/** Card transaction exports (spec 02 §7 credit_card_charge_report_requests): accepted, then prepared in the background. */
export function registerCardReportRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const userOf = (request: FastifyRequest) => callerOf(request).user.id;
  // A prepared report is mailed to its recipients by a background sweep, whoever looks at it; a read
  // mails what is due first, so what it answers COMPLETED has been sent.
  const mailDue = () => (ctx.db.open ? mailPreparedReports(ctx.db, ctx.clock()) : 0);
  const sweep = setInterval(mailDue, REPORT_MAIL_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(CARD_REPORTS_API.chargeReportRequests, { schema: { body: REPORT_BODY } }, async (request, reply): Promise<CardReport> => {
    const body = request.body;
    const problem = rangeProblem(body);
    if (problem) throw invalid([problem]);
    reply.code(202);
    return requestCardReport(ctx.db, cardScopeOf(request), userOf(request), body, ctx.clock());
  });

  app.get(CARD_REPORTS_API.chargeReportRequests, async (request): Promise<CardReportsAnswer> => {
    mailDue();
    return { data: cardReports(ctx.db, cardScopeOf(request), userOf(request), ctx.clock()) };
  });

  app.get('/api/credit_card_charge_report_requests/:id/download', { schema: { params: ID_PARAMS } }, async (request): Promise<CardReportFile> => {
    const file = cardReportFile(ctx.db, cardScopeOf(request), userOf(request), request.params.id, ctx.clock());
    if (file === undefined) throw notFound('No such report');
    if (file === 'pending') throw invalid([{ field: 'id', message: 'the report is still being prepared' }]);
    return file;
  });
}
