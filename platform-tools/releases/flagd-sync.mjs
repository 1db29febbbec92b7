// The release flags from a flagd service (docs/decisions/0095-flagd-service.md): flagd's sync API, a
// server stream that sends the whole flag configuration when it opens and again on every change,
// as flagd's in-process providers follow it. The flags are still evaluated here, per page load,
// by flagd's core (cohort-registry.mjs): no round trip to flagd for a session's cohort.
import path from 'node:path';
import grpc from '@grpc/grpc-js';
import protoLoader from '@grpc/proto-loader';

/** flagd's FlagSyncService (the client constructor; its `.service` is the definition a server implements). */
export function flagSyncService() {
  const definition = protoLoader.loadSync(path.join(import.meta.dirname, 'flagd-sync.proto'), { keepCase: false, defaults: true });
  return grpc.loadPackageDefinition(definition).flagd.sync.v1.FlagSyncService;
}

export const FLAGD_BACKOFF = Object.freeze({ initialMs: 1_000, maxMs: 30_000 });

/**
 * Follows the flag configuration of the flagd at `address` until `stop()`: each configuration goes
 * to `onConfiguration`; a stream that fails or ends is opened again after a backoff (doubling to
 * `maxMs`, back to `initialMs` once a configuration arrives), and `onProblem` is told why.
 */
export function followFlagd({ address, onConfiguration, onProblem, providerId = 'merchant-dashboard-shell', backoff = FLAGD_BACKOFF } = {}) {
  const Service = flagSyncService();
  const client = new Service(address, grpc.credentials.createInsecure());
  let stopped = false;
  let call;
  let timer;
  let delay = backoff.initialMs;

  function open() {
    if (stopped) return;
    const current = client.syncFlags({ providerId, selector: '' });
    call = current;
    let over = false;
    const again = (why) => {
      if (over || stopped) return;
      over = true;
      onProblem(`flagd at ${address} ${why}`);
      timer = setTimeout(open, delay);
      timer.unref?.();
      delay = Math.min(delay * 2, backoff.maxMs);
    };
    current.on('data', (response) => {
      delay = backoff.initialMs;
      onConfiguration(response.flagConfiguration);
    });
    current.on('error', (error) => again(`cannot be followed (${error.details || error.message})`));
    current.on('end', () => again('ended the stream'));
  }

  open();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      call?.cancel();
      client.close();
    },
  };
}
