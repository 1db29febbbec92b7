/** Milliseconds since the epoch. Injected so tests can move time without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const isoAt = (ms: number): string => new Date(ms).toISOString();
