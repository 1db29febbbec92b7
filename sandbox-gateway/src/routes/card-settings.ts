import type { FastifyRequest } from 'fastify';
import {
  CARD_SETTINGS_API,
  CHANGE_REASON_MAX,
  MID_LABEL_MAX,
  MID_SETTING_KEYS,
  type CardSettingsChange,
  type CardSettingsLogAnswer,
  type CardSettingsLogSubject,
  type ChangeRequest,
  type ChangeRequestsAnswer,
  type MidSetting,
  type MidSettingsAnswer,
} from 'shared-contracts/areas/cards/card-settings';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { forbidden, GatewayError, invalid } from '../http/errors';
import { ID_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { recordUserActivity } from '../store/activity-log';
import {
  createChangeRequest,
  decideChangeRequest,
  findChangeRequest,
  findMidSetting,
  listCardSettingsLog,
  listChangeRequests,
  listMidSettings,
  logCardSettingsChange,
  logDetailOf,
  setMidLabel,
} from '../store/card-settings';
import { cardScopeOf } from './card-payments';

const TEXT = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const LABEL_BODY = objectSchema({ mid_setting_id: ID_SCHEMA, label: nameSchema(MID_LABEL_MAX) }, ['mid_setting_id', 'label']);
const REQUEST_BODY = objectSchema(
  { mid_setting_id: ID_SCHEMA, setting: { type: 'string', enum: [...MID_SETTING_KEYS] }, value: { type: 'boolean' }, reason: TEXT(CHANGE_REASON_MAX) },
  ['mid_setting_id', 'setting', 'value', 'reason'],
);
const DECISION_BODY = objectSchema({ status: { type: 'string', enum: ['APPROVED', 'REJECTED'] } }, ['status']);
const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

/** Spec 02 §8: a change request that does not exist in the caller's business. */
const changeRequestNotFound = () => new GatewayError(404, 'CHANGE_REQUEST_NOT_FOUND_ERROR', 'No such change request');

/**
 * Card settings (spec 02 §3, §4, §7, §8; issue 18): MID settings and labels, change requests decided by
 * administrators. Every change writes its settings-log line (`/api/cc-settings-logger`) and a
 * CARD_SETTINGS_CHANGED line of the activity log in the same transaction (docs/decisions/0032).
 */
export function registerCardSettingsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const midOf = (request: FastifyRequest, id: string, field: string): MidSetting => {
    const found = findMidSetting(ctx.db, cardScopeOf(request), id);
    if (!found) throw invalid([{ field, message: 'is not a MID of this business' }]);
    return found;
  };
  const requestOf = (request: WithParams<{ id: string }>): ChangeRequest => {
    const found = findChangeRequest(ctx.db, cardScopeOf(request), request.params.id);
    if (!found) throw changeRequestNotFound();
    return found;
  };
  /** The settings-log line and the activity-log line of one change, with the change itself. */
  const recorded = <T>(request: FastifyRequest, change: CardSettingsChange, mid: string, subject: CardSettingsLogSubject, apply: () => T): T => {
    const { user, business } = callerOf(request);
    const now = ctx.clock();
    return ctx.db.transaction(() => {
      const result = apply();
      logCardSettingsChange(ctx.db, cardScopeOf(request), change, mid, subject, user.email, now);
      recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'CARD_SETTINGS_CHANGED', now, `${mid}: ${logDetailOf(subject)}`);
      return result;
    })();
  };

  app.get(CARD_SETTINGS_API.midSettings, async (request): Promise<MidSettingsAnswer> => ({ data: listMidSettings(ctx.db, cardScopeOf(request)) }));

  app.patch(CARD_SETTINGS_API.midLabel, { schema: { body: LABEL_BODY } }, async (request): Promise<MidSetting> => {
    const input = request.body;
    const mid = midOf(request, input.mid_setting_id, 'mid_setting_id');
    const label = input.label.trim();
    if (label === mid.label) throw invalid([{ field: 'label', message: 'is the current label' }]);
    return recorded(request, 'LABEL_CHANGED', mid.mid, { label: { from: mid.label, to: label } }, () => setMidLabel(ctx.db, cardScopeOf(request), mid.id, label, ctx.clock()));
  });

  app.get(CARD_SETTINGS_API.changeRequests, async (request): Promise<ChangeRequestsAnswer> => ({ data: listChangeRequests(ctx.db, cardScopeOf(request)) }));

  app.post(CARD_SETTINGS_API.changeRequests, { schema: { body: REQUEST_BODY } }, async (request, reply): Promise<ChangeRequest> => {
    const input = request.body;
    const mid = midOf(request, input.mid_setting_id, 'mid_setting_id');
    if (mid.settings[input.setting] === input.value) throw invalid([{ field: 'value', message: 'is the current value' }]);
    const scope = cardScopeOf(request);
    const pending = listChangeRequests(ctx.db, scope).some((r) => r.status === 'PENDING' && r.mid_setting_id === mid.id && r.setting === input.setting);
    if (pending) throw invalid([{ field: 'setting', message: 'already has a pending change request' }]);
    reply.code(201);
    const email = callerOf(request).user.email;
    return recorded(request, 'CHANGE_REQUESTED', mid.mid, { setting: input.setting, value: input.value }, () =>
      createChangeRequest(ctx.db, scope, { ...input, reason: input.reason.trim() }, email, ctx.clock()),
    );
  });

  app.get(`${CARD_SETTINGS_API.changeRequests}/:id`, { schema: { params: ID_PARAMS } }, async (request): Promise<ChangeRequest> => requestOf(request));

  app.patch(`${CARD_SETTINGS_API.changeRequests}/:id`, { schema: { params: ID_PARAMS, body: DECISION_BODY } }, async (request): Promise<ChangeRequest> => {
    const current = requestOf(request);
    if (current.status !== 'PENDING') throw invalid([{ field: 'status', message: `the change request is already ${current.status}` }]);
    const { status } = request.body;
    const email = callerOf(request).user.email;
    // Four eyes (issue 42): the administrator who asked for a change does not decide it.
    if (current.requested_by.toLowerCase() === email.toLowerCase()) throw forbidden('Another administrator decides on a change you requested');
    return recorded(request, status === 'APPROVED' ? 'CHANGE_APPROVED' : 'CHANGE_REJECTED', current.mid, { setting: current.setting, value: current.value }, () =>
      decideChangeRequest(ctx.db, cardScopeOf(request), current, status, email, ctx.clock()),
    );
  });

  app.get(CARD_SETTINGS_API.log, async (request): Promise<CardSettingsLogAnswer> => ({ data: listCardSettingsLog(ctx.db, cardScopeOf(request)) }));
}
