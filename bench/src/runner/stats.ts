// Medians, spreads and ratios: the arithmetic every figure of the benchmark shares.
import type { SwitchSample } from './samples';

/** A median with the spread of its samples (issue 22: medians of ≥ 7 rounds and their spread). */
export interface Spread {
  median: number;
  min: number;
  max: number;
  /** How many samples. */
  n: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function spread(values: readonly number[]): Spread {
  return { median: round(median(values)), min: round(Math.min(...values)), max: round(Math.max(...values)), n: values.length };
}

/** The samples per remote of one kind of switch, on one clock. */
export function switchSamples(samples: readonly SwitchSample[], kind: 'cold' | 'warm', clock: 'heading' | 'content'): Map<string, number[]> {
  const byRemote = new Map<string, number[]>();
  for (const sample of samples) {
    const ms = clock === 'heading' ? sample.ms : sample.contentMs;
    if (sample.kind !== kind || ms === undefined) continue;
    byRemote.set(sample.remote, [...(byRemote.get(sample.remote) ?? []), ms]);
  }
  return byRemote;
}

/** Composed over monolith, to three decimals; null when either is missing. */
export function ratioOrNull(composed: number | null | undefined, monolith: number | null | undefined): number | null {
  return composed === undefined || composed === null || monolith === undefined || monolith === null ? null : round(composed / monolith, 3);
}

/** Per remote both stacks have: composed median over monolith median. */
export function ratiosByRemote(composed: Record<string, number>, monolith: Record<string, number>): Record<string, number> {
  const ratios: Record<string, number> = {};
  for (const [remote, ms] of Object.entries(composed)) {
    const ratio = ratioOrNull(ms, monolith[remote]);
    if (ratio !== null) ratios[remote] = ratio;
  }
  return ratios;
}

export const worstRatio = (ratios: Record<string, number>) => (Object.keys(ratios).length ? Math.max(...Object.values(ratios)) : null);

export const medians = (spreads: Record<string, Spread>) => Object.fromEntries(Object.entries(spreads).map(([key, value]) => [key, value.median]));
