/**
 * A small seeded pseudo-random generator (mulberry32): the seed's card payments are the same on
 * every start, so tests and people can rely on them, without storing thousands of rows in the code.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An item by weight: `[[item, weight], …]`. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  chance(probability: number): boolean;
  hex(length: number): string;
  digits(length: number): string;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

export function seededRandom(seed: string): Random {
  let state = hashOf(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // Eight hex or nine decimal digits per draw: the seed draws tens of thousands of ids, so this is kept cheap.
  const chars = (length: number, radix: 16 | 10) => {
    let text = '';
    while (text.length < length) text += Math.floor(next() * radix ** (radix === 16 ? 8 : 9)).toString(radix).padStart(radix === 16 ? 8 : 9, '0');
    return text.slice(0, length);
  };
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    chance: (probability) => next() < probability,
    hex: (length) => chars(length, 16),
    digits: (length) => chars(length, 10),
  };
}
