import type { FastifyRequest } from 'fastify';
import {
  NOTIFICATIONS_API,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATION_TYPES,
  RATING_COMMENT_MAX,
  RATING_MAX,
  RATING_MIN,
  type NotificationFeedbackAnswer,
  type NotificationItem,
  type NotificationsAnswer,
  type ReadAllNotificationsAnswer,
} from 'shared-contracts/areas/notifications/notifications';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import {
  giveNotificationFeedback,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
  type Recipient,
} from '../store/notifications';

const TYPE_SCHEMA = { type: 'string', enum: [...NOTIFICATION_TYPES] } as const;
const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

/** Notifications are the caller's own, in the business the caller acts in. */
const recipientOf = (request: FastifyRequest): Recipient => {
  const caller = callerOf(request);
  return { userId: caller.user.id, businessId: caller.business.id };
};

/**
 * The notification bell and centre (spec 02 §4, §7): a page of notifications with a type filter,
 * read one, read all, and the rating a notification asks for. Another user's or another business's
 * notification answers NOT_FOUND_ERROR, as an unknown id does.
 */
export function registerNotificationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    NOTIFICATIONS_API.list,
    {
      schema: {
        querystring: objectSchema({
          limit: { type: 'integer', minimum: 1, maximum: NOTIFICATIONS_MAX_LIMIT },
          page: { type: 'integer', minimum: 1, maximum: 100000 },
          type: TYPE_SCHEMA,
          is_read: { type: 'boolean' },
        }),
      },
    },
    async (request): Promise<NotificationsAnswer> => listNotifications(ctx.db, recipientOf(request), request.query),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: ID_PARAMS, body: objectSchema() } },
    async (request): Promise<NotificationItem> => {
      const item = markNotificationRead(ctx.db, recipientOf(request), request.params.id);
      if (!item) throw notFound('No such notification');
      return item;
    },
  );

  app.post(
    NOTIFICATIONS_API.readAll,
    { schema: { body: objectSchema({ type: TYPE_SCHEMA }) } },
    async (request): Promise<ReadAllNotificationsAnswer> => {
      const recipient = recipientOf(request);
      const updated = markAllNotificationsRead(ctx.db, recipient, request.body.type);
      return { updated, unread_count: unreadCount(ctx.db, recipient) };
    },
  );

  app.post(
    '/api/notifications/:id/feedback',
    {
      schema: {
        params: ID_PARAMS,
        body: objectSchema(
          {
            rating: { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX },
            comment: { type: 'string', maxLength: RATING_COMMENT_MAX },
          },
          ['rating'],
        ),
      },
    },
    async (request): Promise<NotificationFeedbackAnswer> => {
      const recipient = recipientOf(request);
      const { id } = request.params;
      const { rating, comment } = request.body;
      const outcome = giveNotificationFeedback(ctx.db, recipient, id, { rating, comment }, isoAt(ctx.clock()));
      if (outcome === 'not-found') throw notFound('No such notification');
      if (outcome === 'not-asked') throw invalid([{ field: 'id', message: 'This notification asks for no feedback' }]);
      return { id, unread_count: unreadCount(ctx.db, recipient) };
    },
  );
}
