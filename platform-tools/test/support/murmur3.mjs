// MurmurHash3, x86 32-bit (Austin Appleby's public-domain algorithm), written here from its
// description for the release tests: an evaluator of flagd's `fractional` independent of the one
// the shell's server runs (@openfeature/flagd-core, over the imurmurhash package).

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;
const rotl = (x, r) => ((x << r) | (x >>> (32 - r))) >>> 0;

/** The hash of a string's UTF-8 bytes, as an unsigned 32-bit integer. */
export function murmur3(text, seed = 0) {
  const bytes = new TextEncoder().encode(text);
  let h = seed >>> 0;
  const whole = bytes.length - (bytes.length % 4);
  for (let i = 0; i < whole; i += 4) {
    let k = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    k = Math.imul(rotl(Math.imul(k, C1), 15), C2);
    h = (Math.imul(rotl(h ^ k, 13), 5) + 0xe6546b64) >>> 0;
  }
  let k = 0;
  switch (bytes.length % 4) {
    case 3:
      k ^= bytes[whole + 2] << 16;
    // falls through
    case 2:
      k ^= bytes[whole + 1] << 8;
    // falls through
    case 1:
      k ^= bytes[whole];
      h ^= Math.imul(rotl(Math.imul(k, C1), 15), C2);
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * flagd's `fractional` as its documentation states it: the bucketing value is the flag's key
 * followed by the targeting key; its hash, scaled to the weights' sum, falls in the first variant
 * whose cumulative weight exceeds it.
 */
export function fractionalVariant(flagKey, targetingKey, weighted) {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  const bucket = (BigInt(murmur3(`${flagKey}${targetingKey}`)) * BigInt(total)) >> 32n;
  let cumulative = 0n;
  for (const [variant, weight] of weighted) {
    cumulative += BigInt(weight);
    if (cumulative > bucket) return variant;
  }
  return weighted.at(-1)[0];
}
