import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './auth/rate-limit';
import { SessionStore } from './auth/sessions';
import { TokenService } from './auth/tokens';
import { systemClock, type Clock } from './clock';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_REFRESH_REUSE_GRACE_SECONDS, DEFAULT_TRUSTED_PROXIES } from './config';
import type { GatewayContext } from './context';
import { openDatabase, readMeta, writeMeta, type SandboxDatabase } from './db/connection';
import { sendPinned, type CallbackDelivery } from './http/callback-delivery';
import { systemResolver } from './http/callback-targets';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler';
import { FaultInjector } from './http/faults';
import { installGuard } from './http/guard';
import { withSchemaTypes } from './http/gateway-app';
import { HOSTED_DOCUMENT_POLICY } from './http/hosted-page-html';
import { validatorCompiler } from './http/validation';
import { registerAccountRoutes } from './routes/account';
import { registerAccountRecoveryRoutes } from './routes/account-recovery';
import { registerInvitationAcceptRoutes } from './routes/invitation-accept';
import { registerRegisterRoutes } from './routes/register';
import { registerActivityLogRoutes } from './routes/activity-log';
import { registerTelemetryRoutes } from './routes/telemetry';
import { registerActivationDetailRoutes } from './routes/activation-details';
import { registerActivationMasterDataRoutes } from './routes/activation-master-data';
import { registerActivationControlRoutes, registerActivationSubmitRoutes } from './routes/activation-submit';
import { registerActivationUploadRoutes } from './routes/activation-upload';
import { registerAuthRoutes } from './routes/auth';
import { registerBalanceRoutes } from './routes/balances';
import { registerBusinessRoutes } from './routes/business';
import { registerCardChargebackRoutes } from './routes/card-chargebacks';
import { registerCardPromotionRoutes } from './routes/card-promotions';
import { registerCardFraudRoutes } from './routes/card-fraud';
import { registerCardFraudRuleRoutes } from './routes/card-fraud-rules';
import { registerCardSettingsRoutes } from './routes/card-settings';
import { registerCardReportRoutes } from './routes/card-reports';
import { registerCardPaymentChangeRoutes, registerCardPaymentDetailRoutes, registerCardPaymentRoutes } from './routes/card-payments';
import { registerCallbackRoutes } from './routes/callbacks';
import { registerDeveloperSettingsRoutes } from './routes/developer-settings';
import { registerDeveloperRoutes } from './routes/developers';
import { registerPaymentMethodRoutes } from './routes/payment-methods';
import { registerProfileRoutes } from './routes/profile';
import { registerEmailVerificationRoutes } from './routes/email-verification';
import { registerFeatureFlagControlRoutes } from './routes/feature-flag-control';
import { registerGettingPaidControlRoutes } from './routes/getting-paid-control';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerHealthRoutes } from './routes/health';
import { registerCheckoutSettingsRoutes } from './routes/checkout-settings';
import { registerInvoiceReminderSettingsRoutes } from './routes/invoice-reminder-settings';
import { registerHostedPageRoutes } from './routes/hosted-page';
import { registerOnDemandLinkRoutes } from './routes/on-demand-links';
import { registerRecurringPlanRoutes } from './routes/recurring-plans';
import { registerInvoiceDraftRoutes } from './routes/invoice-drafts';
import { registerInvoiceRoutes } from './routes/invoices';
import { registerPaymentLinkRoutes } from './routes/payment-links';
import { registerDisbursementRoutes } from './routes/disbursements';
import { registerDisbursementBatchRoutes } from './routes/disbursement-batches';
import { registerPayoutRoutes } from './routes/payouts';
import { registerPayoutClaimRoutes } from './routes/payout-claim';
import { registerHomeRoutes } from './routes/home';
import { registerLedgerControlRoutes } from './routes/ledger-control';
import { registerDisbursementControlRoutes } from './routes/disbursement-control';
import { registerMfaLoginRoutes } from './routes/mfa-login';
import { registerNotificationRoutes } from './routes/notifications';
import { registerSandboxControlRoutes } from './routes/sandbox-control';
import { registerSettingsBusinessProfileRoutes } from './routes/settings-business-profile';
import { registerSettingsPinRoutes } from './routes/settings-pin';
import { registerSettingsTeamRoutes } from './routes/settings-team';
import { registerSettingsWithdrawalRoutes } from './routes/settings-withdrawals';
import { registerTransactionRoutes } from './routes/transactions';
import { registerUserSettingsRoutes } from './routes/user-settings';
import { ensureSeeded } from './seed/seed';

export interface GatewayOptions {
  /** The SQLite file; created, migrated and seeded on first use. */
  dbPath: string;
  /** Turns on the control API under /__sandbox. */
  testMode?: boolean;
  accessTokenTtlSeconds?: number;
  /** The refresh-token reuse grace window (docs/decisions/0014); 0 turns it off. */
  refreshReuseGraceSeconds?: number;
  /** Otherwise one is generated on first start and kept in the database. */
  jwtSecret?: string;
  /** The key the release health gate reads the collector with (TELEMETRY_READ_KEY); none: no such read. */
  collectorReadKey?: string;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  /** The peers whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); loopback by default, [] for none. */
  trustedProxies?: string[];
  /**
   * Callback delivery: the test receivers (CALLBACK_TEST_RECEIVERS; none by default), the resolver
   * (getaddrinfo) and the wire (node's http with the checked address pinned); tests give fakes.
   */
  callbacks?: Partial<CallbackDelivery>;
  logger?: FastifyServerOptions['logger'];
  /** The scrypt cost of the seeded personas' passwords, at the first seed and at each reset (SANDBOX_PASSWORD_COST). */
  passwordCost?: number;
}

/** Request bodies above this are refused with PAYLOAD_TOO_LARGE_ERROR. */
export const BODY_LIMIT_BYTES = 64 * 1024;

function jwtSecret(db: SandboxDatabase, configured: string | undefined): Uint8Array {
  let secret = configured ?? readMeta(db, 'jwt_secret');
  if (!secret) {
    secret = randomBytes(48).toString('base64url');
    writeMeta(db, 'jwt_secret', secret);
  }
  return new TextEncoder().encode(secret);
}

/** Only JSON bodies; an empty body is no body (a bodyless POST with a JSON content type is fine). */
function acceptJsonOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/** Builds the gateway on its database, ready to `listen()` or to be driven with `inject()` in tests. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const db = openDatabase(options.dbPath, clock());
  ensureSeeded(db, clock(), { passwordCost: options.passwordCost });
  const ctx: GatewayContext = {
    db,
    clock,
    tokens: new TokenService(
      db,
      jwtSecret(db, options.jwtSecret),
      {
        accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
        reuseGraceMs: (options.refreshReuseGraceSeconds ?? DEFAULT_REFRESH_REUSE_GRACE_SECONDS) * 1000,
      },
      clock,
    ),
    sessions: new SessionStore(db, clock),
    limiter: new RateLimiter(db, clock),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    faults: new FaultInjector(),
    testMode: options.testMode ?? false,
    callbacks: { testReceivers: [], resolve: systemResolver, send: sendPinned, ...options.callbacks },
    collectorReadKey: options.collectorReadKey,
    passwordCost: options.passwordCost,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only a trusted proxy says who the client is (request.ip, the address limits and the activity
    // log; the scheme and host of cookies and of the same-origin check): anyone else is its own address.
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
  });
  app.addHook('onClose', async () => {
    db.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  await app.register(fastifyCookie);
  acceptJsonOnly(app);
  installErrorHandling(app);
  ctx.faults.install(app);
  installGuard(app, ctx);
  // Answers about a person or a session must never be cached.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/media/')) reply.header('cache-control', 'no-store');
    // A page of the gateway's own (a hosted payment page, a payout claim) carries its own policy.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', HOSTED_DOCUMENT_POLICY);
    }
  });

  // Request types come from each route's schemas (docs/decisions/0056-gateway-request-types-from-schemas.md).
  const routes = withSchemaTypes(app);
  registerHealthRoutes(routes);
  registerAuthRoutes(routes, ctx);
  registerMfaLoginRoutes(routes, ctx);
  registerAccountRoutes(routes, ctx);
  registerBusinessRoutes(routes, ctx);
  registerUserSettingsRoutes(routes, ctx);
  registerProfileRoutes(routes, ctx);
  registerDeveloperRoutes(routes, ctx);
  registerNotificationRoutes(routes, ctx);
  registerHomeRoutes(routes, ctx);
  registerSettingsWithdrawalRoutes(routes, ctx);
  registerSettingsBusinessProfileRoutes(routes, ctx);
  registerCardPaymentRoutes(routes, ctx);
  registerCardPaymentDetailRoutes(routes, ctx);
  registerCardPaymentChangeRoutes(routes, ctx);
  registerCardReportRoutes(routes, ctx);
  registerCardChargebackRoutes(routes, ctx);
  registerCardPromotionRoutes(routes, ctx);
  registerCardFraudRoutes(routes, ctx);
  registerCardFraudRuleRoutes(routes, ctx);
  registerCardSettingsRoutes(routes, ctx);
  registerActivationMasterDataRoutes(routes, ctx);
  registerActivationDetailRoutes(routes, ctx);
  registerActivationUploadRoutes(routes, ctx);
  registerFeedbackRoutes(routes, ctx);
  registerSettingsTeamRoutes(routes, ctx);
  registerSettingsPinRoutes(routes, ctx);
  registerActivationSubmitRoutes(routes, ctx);
  registerEmailVerificationRoutes(routes, ctx);
  registerAccountRecoveryRoutes(routes, ctx);
  registerInvitationAcceptRoutes(routes, ctx);
  registerRegisterRoutes(routes, ctx);
  registerActivityLogRoutes(routes, ctx);
  registerDeveloperSettingsRoutes(routes, ctx);
  registerCallbackRoutes(routes, ctx);
  registerPaymentMethodRoutes(routes, ctx);
  registerTelemetryRoutes(routes, ctx);
  registerBalanceRoutes(routes, ctx);
  registerTransactionRoutes(routes, ctx);
  registerInvoiceRoutes(routes, ctx);
  registerInvoiceDraftRoutes(routes, ctx);
  registerPaymentLinkRoutes(routes, ctx);
  registerDisbursementRoutes(routes, ctx);
  registerDisbursementBatchRoutes(routes, ctx);
  registerPayoutRoutes(routes, ctx);
  registerPayoutClaimRoutes(routes, ctx);
  registerCheckoutSettingsRoutes(routes, ctx);
  registerInvoiceReminderSettingsRoutes(routes, ctx);
  registerOnDemandLinkRoutes(routes, ctx);
  registerRecurringPlanRoutes(routes, ctx);
  registerHostedPageRoutes(routes, ctx);
  if (ctx.testMode) registerSandboxControlRoutes(routes, ctx);
  if (ctx.testMode) registerLedgerControlRoutes(routes, ctx);
  if (ctx.testMode) registerDisbursementControlRoutes(routes, ctx);
  if (ctx.testMode) registerActivationControlRoutes(routes, ctx);
  if (ctx.testMode) registerFeatureFlagControlRoutes(routes, ctx);
  if (ctx.testMode) registerGettingPaidControlRoutes(routes, ctx);
  await app.ready();
  return app;
}
