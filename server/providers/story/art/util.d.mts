/** Types of the shared drawing helpers (util.mjs). */
export function hashStr(s: string): number;
export interface Rng {
  (): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}
export function rng(seed: number): Rng;
export function tokenize(text: string): { raw: string; start: number; end: number }[];
export function bareWord(token: string): string;
export function keywords(text: string): Set<string>;
export function escXml(s: string): string;
