import type { RateLimiter, RateLimits } from './auth/rate-limit';
import type { SessionStore } from './auth/sessions';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { SandboxDatabase } from './db/connection';
import type { CallbackDelivery } from './http/callback-delivery';
import type { FaultInjector } from './http/faults';

/** What every route of one gateway instance works with. */
export interface GatewayContext {
  db: SandboxDatabase;
  clock: Clock;
  tokens: TokenService;
  sessions: SessionStore;
  limiter: RateLimiter;
  limits: RateLimits;
  faults: FaultInjector;
  testMode: boolean;
  /** Where callbacks may go and how they are sent (issue 43 §5). */
  callbacks: CallbackDelivery;
  /** The collector's read key (routes/telemetry.ts), when the deployment gave one. */
  collectorReadKey?: string;
  /** The seeded passwords' scrypt cost (GatewayOptions.passwordCost); the gateway's own by default. */
  passwordCost?: number;
}
