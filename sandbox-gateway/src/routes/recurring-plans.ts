import type { FastifyRequest } from 'fastify';
import type { FieldError } from 'shared-contracts';
import {
  GETTING_PAID_LIMIT_DEFAULT,
  GETTING_PAID_LIMIT_MAX,
  GETTING_PAID_LIMIT_MIN,
} from 'shared-contracts/areas/getting-paid/getting-paid';
import {
  RECURRING_LIMITS,
  RECURRING_PLAN_STATUSES,
  type RecurringPlanDetail,
  type RecurringPlansAnswer,
} from 'shared-contracts/areas/getting-paid/recurring';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { objectSchema } from '../http/validation';
import { dayIn } from '../store/business-calendar';
import { invoiceSettingsOf } from '../store/invoices';
import {
  changePlan,
  countLivePlans,
  cyclesOf,
  decodePlanCursor,
  insertRecurringPlan,
  issueCycle,
  issueDueCycles,
  pausePlan,
  recurringPlanOf,
  recurringPlanPage,
  resumePlan,
  stopPlan,
  type PlanScope,
  type RecurringPlanRow,
} from '../store/recurring-plans';
import { ID_PARAMS, originOf, scopeOf, type GettingPaidScope } from './getting-paid-query';
import { toRecurringPlan, toRecurringPlanDetail } from './recurring-plan-answers';
import { sendPaidCallbacks } from '../http/paid-callback';
import { chargeFailureOf, planCardOf, toPaymentMethod } from '../store/recurring-cards';
import { retryDueCharges } from '../store/recurring-charges';
import { registerRecurringCardRoutes } from './recurring-plan-card';
import { changeProblems, changesOf, NEW_PLAN, planProblems, PLAN_CHANGES } from './recurring-plan-rules';

const LIST_QUERY = objectSchema({
  status: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Z_]+(,[A-Z_]+)*$' },
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: GETTING_PAID_LIMIT_MIN, maximum: GETTING_PAID_LIMIT_MAX },
});

const wrongStatus = (row: RecurringPlanRow, expected: string) =>
  new GatewayError(409, 'API_VALIDATION_ERROR', `The plan is ${row.status}`, { errors: [{ field: 'id', message: `is ${row.status}, not ${expected}` }] });

const planScope = (scope: GettingPaidScope): PlanScope => ({ businessId: scope.businessId, environment: scope.environment, timeZone: scope.timeZone });

/**
 * Recurring plans (issue 44, decision 0082): the list (newest first, by status, cursor paging), create
 * (its first cycle issued at once when it starts today), detail with its cycles' invoices, pause,
 * resume, stop, and the sandbox's issue-next. The sandbox issues due cycles before every read of the
 * plans. Who may: auth/recurring-access.ts. A refusal changes nothing.
 */
export function registerRecurringPlanRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // Due cycles are issued (and charged to a card on file, decision 0089), then due retries of declined
  // charges made (0090), before a read; the charges' callbacks follow the writes.
  const sweep = (scope: GettingPaidScope, planId?: string, now = ctx.clock()) =>
    sendPaidCallbacks(ctx, [...issueDueCycles(ctx.db, planScope(scope), now, planId), ...retryDueCharges(ctx.db, scope, now, planId)]);
  const found = async (request: WithParams<{ id: string }>): Promise<{ scope: GettingPaidScope; row: RecurringPlanRow }> => {
    const scope = scopeOf(request);
    await sweep(scope, request.params.id);
    const row = recurringPlanOf(ctx.db, scope, request.params.id);
    if (!row) throw notFound('No such recurring plan');
    return { scope, row };
  };
  const detail = (request: FastifyRequest, scope: GettingPaidScope, id: string): RecurringPlanDetail =>
    toRecurringPlanDetail(recurringPlanOf(ctx.db, scope, id)!, cyclesOf(ctx.db, id, ctx.clock()), originOf(request), {
      payment_method: toPaymentMethod(planCardOf(ctx.db, id)),
      last_charge_failure: chargeFailureOf(ctx.db, id),
    });

  app.get('/api/recurring-plans', { schema: { querystring: LIST_QUERY } }, async (request): Promise<RecurringPlansAnswer> => {
    const scope = scopeOf(request);
    const statuses = request.query.status?.split(',');
    const errors: FieldError[] = [];
    if (statuses && !statuses.every((status) => (RECURRING_PLAN_STATUSES as readonly string[]).includes(status))) {
      errors.push({ field: 'status', message: `must be a comma-separated list of: ${RECURRING_PLAN_STATUSES.join(', ')}` });
    }
    const after = request.query.after === undefined ? undefined : decodePlanCursor(request.query.after);
    if (request.query.after !== undefined && !after) errors.push({ field: 'after', message: 'is not a cursor of this list' });
    if (errors.length > 0) throw invalid(errors);
    await sweep(scope);
    const page = recurringPlanPage(ctx.db, scope, { statuses: statuses as RecurringPlanRow['status'][] | undefined, after, limit: request.query.limit ?? GETTING_PAID_LIMIT_DEFAULT });
    return { docs: page.rows.map(toRecurringPlan), has_next: page.nextCursor !== null, next_cursor: page.nextCursor };
  });

  app.post('/api/recurring-plans', { schema: { body: NEW_PLAN } }, async (request, reply): Promise<RecurringPlanDetail> => {
    const scope = scopeOf(request);
    const now = ctx.clock();
    const { environment: _environment, ...body } = request.body;
    const errors = planProblems(body, scope.currency, invoiceSettingsOf(ctx.db, scope.businessId).allowed_multicurrency, dayIn(scope.timeZone, now));
    if (errors.length > 0) throw invalid(errors);
    const row = ctx.db.transaction(() => {
      if (countLivePlans(ctx.db, scope) >= RECURRING_LIMITS.livePlansMax) {
        throw new GatewayError(409, 'API_VALIDATION_ERROR', `A business has at most ${RECURRING_LIMITS.livePlansMax} active or paused recurring plans`, {
          errors: [{ field: 'name', message: 'no more plans: stop one that is no longer needed' }],
        });
      }
      return insertRecurringPlan(ctx.db, scope, {
        name: body.name.trim(), description: body.description?.trim() ?? '', currency: body.currency, amount: body.amount, interval: body.interval,
        total_cycles: body.total_cycles ?? null, end_date: body.end_date ?? null, start_date: body.start_date,
        customer_name: body.customer_name.trim(), customer_email: body.customer_email,
      }, now);
    }).immediate();
    await sweep(scope, row.id, now);
    reply.code(201);
    return detail(request, scope, row.id);
  });

  app.get('/api/recurring-plans/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope, row } = await found(request);
    return detail(request, scope, row.id);
  });

  // An edit (decision 0088): checked and written in one BEGIN IMMEDIATE write against the plan as it
  // stands then, so parallel edits and cycles never interleave; only the fields sent change.
  app.patch('/api/recurring-plans/:id', { schema: { params: ID_PARAMS, body: PLAN_CHANGES } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope } = await found(request);
    const { environment: _environment, ...body } = request.body;
    const now = ctx.clock();
    ctx.db.transaction(() => {
      const row = recurringPlanOf(ctx.db, scope, request.params.id)!;
      if (row.status !== 'ACTIVE' && row.status !== 'PAUSED') throw wrongStatus(row, 'ACTIVE or PAUSED');
      const errors = changeProblems(body, row, dayIn(scope.timeZone, now));
      if (errors.length > 0) throw invalid(errors);
      if (!changePlan(ctx.db, row, changesOf(body, row), now)) throw wrongStatus(row, 'ACTIVE or PAUSED');
    }).immediate();
    return detail(request, scope, request.params.id);
  });

  app.post('/api/recurring-plans/:id/pause', { schema: { params: ID_PARAMS } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope, row } = await found(request);
    if (!pausePlan(ctx.db, row.id, ctx.clock())) throw wrongStatus(row, 'ACTIVE');
    return detail(request, scope, row.id);
  });

  app.post('/api/recurring-plans/:id/resume', { schema: { params: ID_PARAMS } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope, row } = await found(request);
    if (!resumePlan(ctx.db, planScope(scope), row, ctx.clock())) throw wrongStatus(row, 'PAUSED');
    await sweep(scope, row.id);
    return detail(request, scope, row.id);
  });

  app.post('/api/recurring-plans/:id/stop', { schema: { params: ID_PARAMS } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope, row } = await found(request);
    if (!stopPlan(ctx.db, row.id, ctx.clock())) throw wrongStatus(row, 'ACTIVE or PAUSED');
    return detail(request, scope, row.id);
  });

  // The sandbox's "next cycle now": its next scheduled cycle is issued at once, so a tester sees a
  // cycle's invoice (and pays it) without waiting for its day; the schedule after it is unchanged.
  app.post('/api/recurring-plans/:id/issue-next', { schema: { params: ID_PARAMS } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope, row } = await found(request);
    const issued = row.status === 'ACTIVE' ? ctx.db.transaction(() => issueCycle(ctx.db, scope, row, ctx.clock())).immediate() : undefined;
    if (!issued) throw wrongStatus(recurringPlanOf(ctx.db, scope, row.id) ?? row, 'ACTIVE');
    if (issued.charge) await sendPaidCallbacks(ctx, [issued.charge]);
    return detail(request, scope, row.id);
  });

  registerRecurringCardRoutes(app, ctx, { found, detail });
}
