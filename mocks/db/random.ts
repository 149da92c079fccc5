/**
 * A small seeded pseudo-random generator for the mock world. Only 32-bit integer arithmetic
 * (`Math.imul`, `>>> 0`), so the same seed gives the same sequence in node and in every browser.
 * Never use `Math.random` in the mocks: use a `Random` made from the world's seed.
 */

/** FNV-1a hash of a string to an unsigned 32-bit integer (stable ids → stable colours, sub-seeds). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes a seed with a label into a new 32-bit seed (independent streams per channel, per day, …). */
export function deriveSeed(seed: number, label: string): number {
  let hash = (seed ^ hashString(label)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A random stream derived from this generator's seed and a label; does not advance this one. */
  static from(seed: number, label: string): Random {
    return new Random(deriveSeed(seed, label));
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability` (0–1). */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick needs a non-empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One element, chosen with the given non-negative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = this.next() * total;
    for (let index = 0; index < items.length; index += 1) {
      target -= weights[index] ?? 0;
      if (target < 0) return items[index] as T;
    }
    return items[items.length - 1] as T;
  }

  /** A shuffled copy (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      const swap = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = swap;
    }
    return copy;
  }

  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** `length` characters from `alphabet` (e.g. random-looking ids). */
  string(length: number, alphabet = '0123456789abcdef'): string {
    let text = '';
    for (let index = 0; index < length; index += 1) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }
}
