import type { ErrorContext } from 'shared-contracts';

export interface ErrorReport {
  message: string;
  context: ErrorContext;
  at: string;
}

export type ReportError = (error: unknown, context: ErrorContext) => void;

/**
 * The shell's error reporting hook, handed to remotes through HostApi. It logs to the console and
 * keeps the last reports for support; a reporting service plugs in here (spec 01 §9: production
 * and staging only).
 */
export function createErrorReporter(
  limit = 50,
  /** Also told of every report: the shell's telemetry (host-shell/src/telemetry/). */
  onReport?: ReportError,
): { report: ReportError; reports: readonly ErrorReport[] } {
  const reports: ErrorReport[] = [];
  const report: ReportError = (error, context) => {
    const message = error instanceof Error ? error.message : String(error);
    reports.push({ message, context, at: new Date().toISOString() });
    if (reports.length > limit) reports.shift();
    onReport?.(error, context);
    console.error(`[error report] ${context.remote ?? 'shell'} ${context.phase}: ${message}`);
  };
  return { report, reports };
}
