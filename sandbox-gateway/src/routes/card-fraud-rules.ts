import {
  FRAUD_ACTIONS,
  FRAUD_API,
  FRAUD_LEVELS,
  PREDICTION_RANGE_MAX_DAYS,
  type FraudProfileFeaturesAnswer,
  type FraudProfilesAnswer,
  type PredictionQuery,
  type PredictionsAnswer,
  type PredictionsExport,
  type RuleSetDetail,
  type RuleSetsAnswer,
} from 'shared-contracts/areas/cards/card-fraud';
import type { FieldError } from 'shared-contracts';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { DAY_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { changeRuleSet, findRuleSet, FRAUD_PROFILES, listPredictions, listRuleSets, predictionsCsv } from '../store/card-fraud-rules';
import { cardScopeOf } from './card-payments';

const BUSINESS_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;
const RULE_SET_PARAMS = { type: 'object', properties: { id: ID_SCHEMA, ruleSetId: ID_SCHEMA }, required: ['id', 'ruleSetId'], additionalProperties: false } as const;
const RULE_SET_BODY = objectSchema({ level: { type: 'string', enum: [...FRAUD_LEVELS] }, action: { type: 'string', enum: [...FRAUD_ACTIONS] } }, ['level', 'action']);
const REPORT_BODY = objectSchema({ from: DAY_SCHEMA, to: DAY_SCHEMA, page: { type: 'integer', minimum: 1, maximum: 10_000 } }, ['from', 'to']);
const EXPORT_BODY = objectSchema({ from: DAY_SCHEMA, to: DAY_SCHEMA }, ['from', 'to']);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days in order (each a real one: DAY_SCHEMA), at most PREDICTION_RANGE_MAX_DAYS of them. */
function rangeProblems({ from, to }: PredictionQuery): FieldError[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end < start) return [{ field: 'to', message: 'must not be before from' }];
  if ((end - start) / DAY_MS + 1 > PREDICTION_RANGE_MAX_DAYS) return [{ field: 'to', message: `the range is at most ${PREDICTION_RANGE_MAX_DAYS} days` }];
  return [];
}

/** Fraud profiles, rule sets with their history, and prediction reports (spec 02 §4, §7, §8; issue 18). */
export function registerCardFraudRuleRoutes(app: GatewayApp, ctx: GatewayContext): void {
  /** `{id}` is the business's own id: another business's rules are not found, not forbidden. */
  const ownBusiness = (request: WithParams<{ id: string }>) => {
    if (request.params.id !== callerOf(request).business.id) throw notFound('No such business');
  };
  const ruleSetOf = (request: WithParams<{ id: string; ruleSetId: string }>): RuleSetDetail => {
    ownBusiness(request);
    const found = findRuleSet(ctx.db, cardScopeOf(request), request.params.ruleSetId);
    if (!found) throw notFound('No such rule set');
    return found;
  };

  app.get(FRAUD_API.profiles, async (): Promise<FraudProfilesAnswer> => ({ data: [...FRAUD_PROFILES] }));

  app.get('/api/xenshield/:id/rule_sets', { schema: { params: BUSINESS_PARAMS } }, async (request): Promise<RuleSetsAnswer> => {
    ownBusiness(request);
    return { data: listRuleSets(ctx.db, cardScopeOf(request)) };
  });

  app.get('/api/xenshield/:id/rule_sets/:ruleSetId', { schema: { params: RULE_SET_PARAMS } }, async (request): Promise<RuleSetDetail> => ruleSetOf(request));

  app.patch('/api/xenshield/:id/rule_sets/:ruleSetId', { schema: { params: RULE_SET_PARAMS, body: RULE_SET_BODY } }, async (request): Promise<RuleSetDetail> => {
    const current = ruleSetOf(request);
    const input = request.body;
    if (input.level === current.level && input.action === current.action) throw invalid([{ field: 'level', message: 'nothing changes' }]);
    return changeRuleSet(ctx.db, cardScopeOf(request), current.id, input, callerOf(request).user.email, ctx.clock());
  });

  app.get('/api/xenshield/:id/fraud_profile_features', { schema: { params: BUSINESS_PARAMS } }, async (request): Promise<FraudProfileFeaturesAnswer> => {
    ownBusiness(request);
    return {
      data: [
        { key: 'BIN_COUNTRY_MISMATCH', from_level: 'NORMAL' },
        { key: 'CARD_VELOCITY', from_level: 'NORMAL' },
        { key: 'IP_COUNTRY_MISMATCH', from_level: 'MEDIUM' },
        { key: 'DECLINE_RATIO', from_level: 'MEDIUM' },
        { key: 'DEVICE_REUSE', from_level: 'HIGH' },
        { key: 'DISPOSABLE_EMAIL', from_level: 'HIGH' },
      ],
    };
  });

  app.post(FRAUD_API.predictReports, { schema: { body: REPORT_BODY } }, async (request): Promise<PredictionsAnswer> => {
    const query = request.body;
    const problems = rangeProblems(query);
    if (problems.length > 0) throw invalid(problems);
    return listPredictions(ctx.db, cardScopeOf(request), query.from, query.to, query.page ?? 1);
  });

  app.post(FRAUD_API.predictionsExport, { schema: { body: EXPORT_BODY } }, async (request): Promise<PredictionsExport> => {
    const query = request.body;
    const problems = rangeProblems(query);
    if (problems.length > 0) throw invalid(problems);
    return { file_name: `fraud-predictions-${query.from}-${query.to}.csv`, content: predictionsCsv(ctx.db, cardScopeOf(request), query.from, query.to) };
  });
}
