import { action, makeObservable, observable } from 'mobx';
import type { ErrorEvent } from 'shared-contracts/areas/shell/telemetry';

/** How the last load of a remote went. */
export interface RemoteLoadRecord {
  durationMs: number;
  ok: boolean;
}

/** What a loaded remote said of itself (its `./remote`). */
export interface LoadedRemote {
  contracts: string;
  mount: string;
}

/**
 * What this tab has seen of each remote, for the platform tools panel: its last load, the module it
 * exposed, and the last errors reported for it. Filled by telemetry, read by the panel (observable).
 */
export class RemoteActivity {
  readonly loads = observable.map<string, RemoteLoadRecord>();
  readonly loaded = observable.map<string, LoadedRemote>();
  readonly errors = observable.array<ErrorEvent>([], { deep: false });

  constructor(private readonly keepErrors = 50) {
    makeObservable(this, { recordLoad: action, recordModule: action, recordError: action });
  }

  recordLoad(remote: string, record: RemoteLoadRecord): void {
    this.loads.set(remote, record);
  }

  recordModule(remote: string, module: LoadedRemote): void {
    this.loaded.set(remote, module);
  }

  recordError(event: ErrorEvent): void {
    this.errors.push(event);
    if (this.errors.length > this.keepErrors) this.errors.splice(0, this.errors.length - this.keepErrors);
  }

  /** The last errors of one remote (or `shell`), newest first. */
  errorsOf(remote: string, limit = 5): ErrorEvent[] {
    return this.errors.filter((event) => event.remote === remote).reverse().slice(0, limit);
  }
}
