import type { FastifyInstance } from 'fastify';
import { NOTIFICATIONS_API, type NotificationItem, type NotificationsAnswer, type NotificationsQuery } from 'shared-contracts/areas/notifications';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import { notFound } from '../http/errors';
import { objectSchema } from '../http/validation';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../store/notifications';

const TYPE_SCHEMA = { type: 'string', enum: ['PRODUCT', 'UPDATE'] } as const;

/** What read-all answers: how many were marked, and the unread count afterwards. */
export interface ReadAllAnswer {
  updated: number;
  unread_count: number;
}

/** The caller's notification centre: a page of notifications, read one, read all. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    NOTIFICATIONS_API.list,
    {
      schema: {
        querystring: objectSchema({
          limit: { type: 'integer', minimum: 1, maximum: 100 },
          page: { type: 'integer', minimum: 1, maximum: 100000 },
          type: TYPE_SCHEMA,
          is_read: { type: 'boolean' },
        }),
      },
    },
    async (request): Promise<NotificationsAnswer> =>
      listNotifications(ctx.db, callerOf(request).user.id, request.query as NotificationsQuery),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } } } },
    async (request): Promise<NotificationItem> => {
      const item = markNotificationRead(ctx.db, callerOf(request).user.id, (request.params as { id: string }).id);
      if (!item) throw notFound('No such notification');
      return item;
    },
  );

  app.post(
    NOTIFICATIONS_API.readAll,
    { schema: { body: objectSchema({ type: TYPE_SCHEMA }) } },
    async (request): Promise<ReadAllAnswer> => {
      const userId = callerOf(request).user.id;
      const updated = markAllNotificationsRead(ctx.db, userId, (request.body as { type?: NotificationItem['type'] }).type);
      return { updated, unread_count: listNotifications(ctx.db, userId, { limit: 1 }).unread_count };
    },
  );
}
