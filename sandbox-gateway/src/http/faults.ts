import type { FastifyInstance } from 'fastify';
import { GatewayError } from './errors';

/** A fault the control API injects: on matching requests, wait and/or answer an error, `count` times. */
export interface FaultSpec {
  /** A path (`/api/notifications`), or a prefix ending in `*` (`/api/notifications*`). */
  path: string;
  method?: string;
  status?: number;
  error_code?: string;
  message?: string;
  delay_ms?: number;
  retry_after?: number;
  count?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  remaining: number;
}

function pathOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const defaultCode = (status: number): string =>
  status === 401 ? 'AUTHENTICATION_ERROR' : status === 403 ? 'AUTHORIZATION_ERROR' : status === 404 ? 'NOT_FOUND_ERROR'
    : status === 429 ? 'TOO_MANY_REQUESTS' : status < 500 ? 'API_VALIDATION_ERROR' : 'SERVER_ERROR';

/** In memory on purpose: faults are for one test run and never survive a restart. */
export class FaultInjector {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, remaining: spec.count ?? 1 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): number {
    const cleared = this.faults.length;
    this.faults = [];
    return cleared;
  }

  /** The first fault matching a request, used up by one. */
  take(method: string, url: string): Fault | undefined {
    const path = pathOf(url);
    const fault = this.faults.find(
      (candidate) =>
        (!candidate.method || candidate.method.toUpperCase() === method) &&
        (candidate.path.endsWith('*') ? path.startsWith(candidate.path.slice(0, -1)) : candidate.path === path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  /** Applies faults before anything else runs; the control API itself is never faulted. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/__sandbox/')) return;
      const fault = this.take(request.method, request.url);
      if (!fault) return;
      if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
      if (fault.status === undefined) return;
      const code = fault.error_code ?? defaultCode(fault.status);
      throw new GatewayError(fault.status, code, fault.message ?? `Injected fault (${code})`, {
        retryAfterSeconds: fault.retry_after,
      });
    });
  }
}
