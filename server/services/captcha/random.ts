import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';

/** An integer in [min, max] (both inclusive) from the CSPRNG: for everything an answer depends on. */
export function secureInt(min: number, max: number): number {
  return randomInt(min, max + 1);
}

/** n distinct items of `list`, in random order (partial Fisher-Yates on a copy). */
export function pickDistinct<T>(list: readonly T[], n: number): T[] {
  const copy = list.slice();
  for (let i = 0; i < n; i++) {
    const j = randomInt(i, copy.length);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

export function shuffle<T>(list: readonly T[]): T[] {
  return pickDistinct(list, list.length);
}

/**
 * A fast generator for decoration (noise, colours, scenery), seeded from the
 * CSPRNG: mulberry32. Returns floats in [0, 1).
 */
export function decorationRandom(seed = randomBytes(4).readUInt32LE(0)): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over a [0,1) generator. */
export function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand();
}
export function intBetween(rand: () => number, min: number, max: number): number {
  return Math.floor(min + (max - min + 1) * rand());
}
