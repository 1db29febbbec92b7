import { API, type ApiSettings, type BillingStatement, type SecretApiCredentialsAnswer } from 'shared-contracts/gateway';
import type { BillingStatementDetail } from 'shared-contracts/areas/settings/settings';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import { forbidden } from '../http/errors';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { billingStatementDetail } from '../store/billing-statement';
import { apiSettings, billingStatements, recordOutboxMessage, secretApiCredentials } from '../store/environment-data';

/** Developer settings (per environment) and billing of the caller's current business. */
export function registerDeveloperRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(API.apiSettings, async (request): Promise<ApiSettings> => {
    const { business } = callerOf(request);
    return apiSettings(ctx.db, business.id, environmentFor(request, business));
  });

  const credentials = async (request: Parameters<typeof callerOf>[0]): Promise<SecretApiCredentialsAnswer> => {
    const { business } = callerOf(request);
    return { data: secretApiCredentials(ctx.db, business.id, environmentFor(request, business)) };
  };
  // The main brand calls the list, the second brand the single path (spec 01 §7); both answer alike.
  app.get(API.secretApiCredentialsList, credentials);
  app.get(API.secretApiCredentials, credentials);

  /** "Sends" the reminder email to the administrator (recorded in the outbox). */
  app.post(
    API.ipWhitelistReminderEmail,
    { schema: { body: objectSchema({ business_id: ID_SCHEMA }) } },
    async (request, reply) => {
      const { user, business } = callerOf(request);
      const named = request.body.business_id;
      if (named !== undefined && named !== business.id) throw forbidden('business_id must name your current business');
      recordOutboxMessage(
        ctx.db,
        { kind: 'IP_WHITELIST_REMINDER_EMAIL', recipient: user.email, subject: `Set an IP whitelist for ${business.name}` },
        ctx.clock(),
      );
      return reply.code(204).send();
    },
  );

  app.get(API.billingStatements, async (request): Promise<BillingStatement[]> => billingStatements(ctx.db, callerOf(request).business.id));
  app.get(
    `${API.billingStatements}/:id`,
    { schema: { params: { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'] } } as const },
    async (request): Promise<BillingStatementDetail> => billingStatementDetail(ctx.db, callerOf(request).business, request.params.id),
  );
}
