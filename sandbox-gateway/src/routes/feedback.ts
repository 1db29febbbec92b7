import {
  FEEDBACK_API,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  FEEDBACK_TYPES,
  RATING_COMMENT_MAX,
  RATING_SCALES,
  RATING_SOURCES,
  RATING_VALUES,
  type FeedbackSender,
  type FeedbackStoredAnswer,
} from 'shared-contracts/areas/shell/feedback';
import { callerOf, type Caller } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { forbidden, invalid } from '../http/errors';
import { EMAIL_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { listFeedback, storeFeedback, storeRating } from '../store/feedback';

const SENDER = {
  user_id: ID_SCHEMA,
  email: EMAIL_SCHEMA,
  business_id: ID_SCHEMA,
  business_name: { type: 'string', minLength: 1, maxLength: 255 },
  entity: { type: 'string', minLength: 1, maxLength: 100 },
} as const;
const SENDER_FIELDS = Object.keys(SENDER) as (keyof typeof SENDER)[];

const FEEDBACK_SCHEMA = {
  body: objectSchema(
    {
      ...SENDER,
      feedback_type: { type: 'string', enum: [...FEEDBACK_TYPES] },
      // Counted in characters after trimming below; the schema bounds the raw text.
      feedback: { type: 'string', minLength: FEEDBACK_TEXT_MIN, maxLength: FEEDBACK_TEXT_MAX },
      agree_to_be_contacted: { type: 'boolean' },
    },
    [...SENDER_FIELDS, 'feedback_type', 'feedback', 'agree_to_be_contacted'],
  ),
};

const RATING_SCHEMA = {
  body: objectSchema(
    {
      ...SENDER,
      scale: { type: 'string', enum: [...RATING_SCALES] },
      rating: { type: 'integer', minimum: 0, maximum: 5 },
      comment: { type: 'string', maxLength: RATING_COMMENT_MAX },
      source: { type: 'string', enum: [...RATING_SOURCES] },
    },
    [...SENDER_FIELDS, 'scale', 'rating', 'source'],
  ),
};

/**
 * The payload names who sends it (spec 02 §3); the gateway stores it only when that is the caller
 * in the business they act in, so nobody can give feedback in another's name.
 */
function checkSender(caller: Caller, sender: FeedbackSender): void {
  if (sender.user_id !== caller.user.id || sender.email.toLowerCase() !== caller.user.email.toLowerCase()) {
    throw forbidden('Feedback can be given in your own name only');
  }
  if (sender.business_id !== caller.business.id) throw forbidden('Feedback can be given for the business you act in only');
}

/** Feedback (type, text, agreement to be contacted) and ratings, stored for the provider to read. */
export function registerFeedbackRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(FEEDBACK_API.feedback, { schema: FEEDBACK_SCHEMA }, async (request, reply): Promise<FeedbackStoredAnswer> => {
    const body = request.body;
    checkSender(callerOf(request), body);
    const text = body.feedback.trim();
    if (text.length < FEEDBACK_TEXT_MIN) {
      throw invalid([{ field: 'feedback', message: `must have at least ${FEEDBACK_TEXT_MIN} characters besides spaces` }]);
    }
    return reply.code(201).send(storeFeedback(ctx.db, { ...body, feedback: text }, ctx.clock()));
  });

  app.post(FEEDBACK_API.rating, { schema: RATING_SCHEMA }, async (request, reply): Promise<FeedbackStoredAnswer> => {
    const body = request.body;
    checkSender(callerOf(request), body);
    if (!RATING_VALUES[body.scale].includes(body.rating)) {
      throw invalid([{ field: 'rating', message: `must be one of ${RATING_VALUES[body.scale].join(', ')} on the ${body.scale} scale` }]);
    }
    const comment = body.comment?.trim();
    return reply.code(201).send(storeRating(ctx.db, { ...body, ...(comment ? { comment } : { comment: undefined }) }, ctx.clock()));
  });

  // The control API (test mode): what was given, for tests and for QA to see that it arrived.
  if (ctx.testMode) app.get('/__sandbox/feedback', async () => ({ feedback: listFeedback(ctx.db) }));
}
